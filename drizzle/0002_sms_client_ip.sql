ALTER TABLE "sms_codes" ADD COLUMN "client_ip" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "sms_codes_client_ip_idx" ON "sms_codes" USING btree ("client_ip","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_created_idx" ON "sms_codes" USING btree ("created_at");