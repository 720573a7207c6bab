UPDATE "companies" SET "credit_code" = NULL WHERE "credit_code" = '';--> statement-breakpoint
CREATE UNIQUE INDEX "companies_credit_code_uq" ON "companies" USING btree ("credit_code");