ALTER TABLE "order_lines" ADD COLUMN "list_unit_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "price_note" varchar(30) DEFAULT '' NOT NULL;