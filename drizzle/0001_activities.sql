CREATE TABLE "discount_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"rate" integer NOT NULL,
	"label" varchar(20) DEFAULT '' NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"is_show" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_buys" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"title" varchar(120) NOT NULL,
	"image" varchar(300) NOT NULL,
	"product_price" integer NOT NULL,
	"ot_price" integer NOT NULL,
	"people" integer NOT NULL,
	"window_hours" integer DEFAULT 24 NOT NULL,
	"num" integer DEFAULT 1 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"group_buy_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"is_leader" boolean DEFAULT false NOT NULL,
	"num" integer NOT NULL,
	"price" integer NOT NULL,
	"status" varchar(10) DEFAULT 'unpaid' NOT NULL,
	"order_id" integer,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_buy_id" integer NOT NULL,
	"leader_id" integer NOT NULL,
	"people" integer NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seckill_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"title" varchar(120) NOT NULL,
	"image" varchar(300) NOT NULL,
	"price" integer NOT NULL,
	"ot_price" integer NOT NULL,
	"stock" integer NOT NULL,
	"limit_per_user" integer DEFAULT 1 NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seckill_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"day" date NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"num" integer NOT NULL,
	"price" integer NOT NULL,
	"status" varchar(10) DEFAULT 'reserved' NOT NULL,
	"order_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seckill_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"day" date NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seckill_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(20) NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seckill_user_totals" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"day" date NOT NULL,
	"user_id" integer NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "design_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(60) NOT NULL,
	"cate1_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"image" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(40) NOT NULL,
	"title" varchar(60) NOT NULL,
	"category" varchar(20) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"markdown" text NOT NULL,
	"revision_id" integer,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"title" varchar(60) NOT NULL,
	"category" varchar(20) NOT NULL,
	"markdown" text NOT NULL,
	"editor_id" integer,
	"note" varchar(100) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"summary" varchar(200) DEFAULT '' NOT NULL,
	"markdown" text NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_team_id_group_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."group_teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_buy_id_group_buys_id_fk" FOREIGN KEY ("group_buy_id") REFERENCES "public"."group_buys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_teams" ADD CONSTRAINT "group_teams_group_buy_id_group_buys_id_fk" FOREIGN KEY ("group_buy_id") REFERENCES "public"."group_buys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_teams" ADD CONSTRAINT "group_teams_leader_id_users_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seckill_goods" ADD CONSTRAINT "seckill_goods_slot_id_seckill_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."seckill_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seckill_reservations" ADD CONSTRAINT "seckill_reservations_goods_id_seckill_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."seckill_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seckill_reservations" ADD CONSTRAINT "seckill_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seckill_reservations" ADD CONSTRAINT "seckill_reservations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seckill_sales" ADD CONSTRAINT "seckill_sales_goods_id_seckill_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."seckill_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seckill_user_totals" ADD CONSTRAINT "seckill_user_totals_goods_id_seckill_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."seckill_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seckill_user_totals" ADD CONSTRAINT "seckill_user_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_pages" ADD CONSTRAINT "help_pages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_revisions" ADD CONSTRAINT "help_revisions_page_id_help_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."help_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_revisions" ADD CONSTRAINT "help_revisions_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_goods_sort_idx" ON "discount_goods" USING btree ("sort");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_goods_product_uq" ON "discount_goods" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "group_buys_sort_idx" ON "group_buys" USING btree ("sort");--> statement-breakpoint
CREATE UNIQUE INDEX "group_members_team_user_uq" ON "group_members" USING btree ("team_id","user_id");--> statement-breakpoint
CREATE INDEX "group_members_user_idx" ON "group_members" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "group_members_status_idx" ON "group_members" USING btree ("status");--> statement-breakpoint
CREATE INDEX "group_teams_buy_idx" ON "group_teams" USING btree ("group_buy_id","status");--> statement-breakpoint
CREATE INDEX "group_teams_open_idx" ON "group_teams" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "seckill_goods_slot_idx" ON "seckill_goods" USING btree ("slot_id","sort");--> statement-breakpoint
CREATE INDEX "seckill_reservations_user_idx" ON "seckill_reservations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "seckill_reservations_status_idx" ON "seckill_reservations" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seckill_sales_goods_day_uq" ON "seckill_sales" USING btree ("goods_id","day");--> statement-breakpoint
CREATE INDEX "seckill_slots_start_idx" ON "seckill_slots" USING btree ("start_minute");--> statement-breakpoint
CREATE UNIQUE INDEX "seckill_user_totals_uq" ON "seckill_user_totals" USING btree ("goods_id","day","user_id");--> statement-breakpoint
CREATE INDEX "design_templates_cate_idx" ON "design_templates" USING btree ("cate1_id","sort");--> statement-breakpoint
CREATE INDEX "design_templates_sort_idx" ON "design_templates" USING btree ("sort");--> statement-breakpoint
CREATE UNIQUE INDEX "help_pages_slug_uq" ON "help_pages" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "help_pages_category_idx" ON "help_pages" USING btree ("category","sort");--> statement-breakpoint
CREATE INDEX "help_revisions_page_idx" ON "help_revisions" USING btree ("page_id","id");--> statement-breakpoint
CREATE INDEX "notices_list_idx" ON "notices" USING btree ("is_top","published_at");