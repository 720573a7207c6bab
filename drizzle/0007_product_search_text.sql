ALTER TABLE "products" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(store_name)) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_code" text GENERATED ALWAYS AS (lower(code)) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_keywords" text GENERATED ALWAYS AS (lower(keywords)) STORED;