ALTER TABLE "aftersales" ADD COLUMN "idempotency_key" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "aftersales_user_idem_uq" ON "aftersales" USING btree ("user_id","idempotency_key");