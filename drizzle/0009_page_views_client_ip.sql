ALTER TABLE "page_views" ADD COLUMN "client_ip" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "page_views_client_ip_idx" ON "page_views" USING btree ("client_ip","at");