ALTER TABLE "aftersales" ADD COLUMN "freight" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "red_flushed_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "red_flush_no" varchar(40);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "red_flushed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "aftersales" SET "freight" = o."freight" FROM "orders" o WHERE o."id" = "aftersales"."order_id" AND o."freight" > 0 AND "aftersales"."id" = (SELECT max(a2."id") FROM "aftersales" a2 WHERE a2."order_id" = o."id" AND a2."reason" IN ('拼团失败', '拼团结束后付款'));
