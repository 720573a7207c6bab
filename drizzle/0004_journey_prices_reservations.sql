ALTER TABLE "order_lines" ADD COLUMN "list_unit_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "price_note" varchar(30) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "seckill_reservations_live_uq" ON "seckill_reservations" USING btree ("goods_id","day","user_id") WHERE "seckill_reservations"."status" = 'reserved';