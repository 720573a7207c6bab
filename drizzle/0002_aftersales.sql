CREATE TABLE "aftersale_transitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"aftersale_id" integer NOT NULL,
	"action" varchar(20) NOT NULL,
	"from_state" varchar(12) NOT NULL,
	"to_state" varchar(12) NOT NULL,
	"actor_type" varchar(10) NOT NULL,
	"actor_user_id" integer,
	"actor_name" varchar(40) DEFAULT '' NOT NULL,
	"note" varchar(300) DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aftersales" (
	"id" serial PRIMARY KEY NOT NULL,
	"as_no" varchar(32) NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" integer NOT NULL,
	"reason" varchar(30) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"image_file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"num" integer NOT NULL,
	"refund_amount" integer NOT NULL,
	"state" varchar(12) NOT NULL,
	"reject_reason" varchar(200),
	"return_carrier" varchar(30),
	"return_tracking_no" varchar(40),
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_no" varchar(32) NOT NULL,
	"order_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"buyer" jsonb NOT NULL,
	"seller" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"goods_total" integer NOT NULL,
	"freight" integer NOT NULL,
	"discount" integer NOT NULL,
	"amount" integer NOT NULL,
	"delivery" jsonb NOT NULL,
	"terms" jsonb NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"product_score" integer NOT NULL,
	"service_score" integer NOT NULL,
	"content" varchar(500) NOT NULL,
	"image_file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sku_text" varchar(120) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"order_id" integer,
	"aftersale_id" integer,
	"kind" varchar(30) NOT NULL,
	"title" varchar(60) NOT NULL,
	"content" text NOT NULL,
	"link" varchar(120) DEFAULT '' NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_no" varchar(32) NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"title_id" integer,
	"type" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"tax_no" varchar(18) NOT NULL,
	"reg_address" varchar(120) DEFAULT '' NOT NULL,
	"reg_phone" varchar(20) DEFAULT '' NOT NULL,
	"bank" varchar(60) DEFAULT '' NOT NULL,
	"bank_account" varchar(40) DEFAULT '' NOT NULL,
	"amount" integer NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"state" varchar(12) DEFAULT 'requested' NOT NULL,
	"reject_reason" varchar(200),
	"file_id" integer,
	"issued_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "aftersale_transitions" ADD CONSTRAINT "aftersale_transitions_aftersale_id_aftersales_id_fk" FOREIGN KEY ("aftersale_id") REFERENCES "public"."aftersales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aftersales" ADD CONSTRAINT "aftersales_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aftersales" ADD CONSTRAINT "aftersales_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aftersales" ADD CONSTRAINT "aftersales_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aftersales" ADD CONSTRAINT "aftersales_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notices" ADD CONSTRAINT "order_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notices" ADD CONSTRAINT "order_notices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notices" ADD CONSTRAINT "order_notices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notices" ADD CONSTRAINT "order_notices_aftersale_id_aftersales_id_fk" FOREIGN KEY ("aftersale_id") REFERENCES "public"."aftersales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_orders" ADD CONSTRAINT "invoice_orders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_orders" ADD CONSTRAINT "invoice_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aftersale_transitions_as_idx" ON "aftersale_transitions" USING btree ("aftersale_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "aftersales_no_uq" ON "aftersales" USING btree ("as_no");--> statement-breakpoint
CREATE INDEX "aftersales_company_idx" ON "aftersales" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "aftersales_order_idx" ON "aftersales" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "aftersales_line_idx" ON "aftersales" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "aftersales_state_idx" ON "aftersales" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_order_uq" ON "contracts" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_no_uq" ON "contracts" USING btree ("contract_no");--> statement-breakpoint
CREATE INDEX "contracts_company_idx" ON "contracts" USING btree ("company_id","signed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluations_line_uq" ON "evaluations" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "evaluations_product_idx" ON "evaluations" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "evaluations_company_idx" ON "evaluations" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "order_notices_user_idx" ON "order_notices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "order_notices_user_unread_idx" ON "order_notices" USING btree ("user_id","is_read");--> statement-breakpoint
CREATE INDEX "invoice_orders_invoice_idx" ON "invoice_orders" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_orders_active_uq" ON "invoice_orders" USING btree ("order_id") WHERE "invoice_orders"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_no_uq" ON "invoices" USING btree ("invoice_no");--> statement-breakpoint
CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_state_idx" ON "invoices" USING btree ("state","created_at");