CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"product_name" varchar(120) NOT NULL,
	"product_code" varchar(32) DEFAULT '' NOT NULL,
	"sku_code" varchar(40) DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"goods_type_id" integer NOT NULL,
	"unit_name" varchar(10) DEFAULT '件' NOT NULL,
	"specs" jsonb NOT NULL,
	"custom" jsonb,
	"artwork_file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"num" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"line_total" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_transitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"action" varchar(30) NOT NULL,
	"from_state" varchar(20) NOT NULL,
	"to_state" varchar(20) NOT NULL,
	"actor_type" varchar(10) NOT NULL,
	"actor_user_id" integer,
	"actor_name" varchar(40) DEFAULT '' NOT NULL,
	"note" varchar(300) DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"state" varchar(20) NOT NULL,
	"kind" varchar(10) DEFAULT 'normal' NOT NULL,
	"address" jsonb NOT NULL,
	"invoice_type" integer DEFAULT 0 NOT NULL,
	"invoice" jsonb,
	"user_coupon_id" integer,
	"coupon_title" varchar(60) DEFAULT '' NOT NULL,
	"goods_total" integer NOT NULL,
	"freight" integer DEFAULT 0 NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"payable" integer NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"pay_method" varchar(10),
	"idempotency_key" varchar(64) NOT NULL,
	"pay_deadline" timestamp with time zone,
	"delivery_date" date,
	"carrier" varchar(30),
	"tracking_no" varchar(40),
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"method" varchar(10) NOT NULL,
	"amount" integer NOT NULL,
	"transaction_id" varchar(64),
	"receipt_file_id" integer,
	"state" varchar(12) NOT NULL,
	"reject_reason" varchar(200),
	"raw" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"state" varchar(12) DEFAULT 'requested' NOT NULL,
	"goods_total" integer,
	"freight" integer,
	"delivery_date" date,
	"note" varchar(300) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"quoted_at" timestamp with time zone,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transitions" ADD CONSTRAINT "order_transitions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_transitions_order_idx" ON "order_transitions" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_no_uq" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_idem_uq" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_company_idx" ON "orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_company_state_idx" ON "orders" USING btree ("company_id","state","created_at");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_state_deadline_idx" ON "orders" USING btree ("state","pay_deadline");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_transaction_uq" ON "payments" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_order_uq" ON "quotes" USING btree ("order_id");