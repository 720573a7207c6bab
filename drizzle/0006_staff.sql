CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer,
	"staff_name" varchar(60) NOT NULL,
	"action" varchar(40) NOT NULL,
	"target_type" varchar(20) NOT NULL,
	"target_id" varchar(40) DEFAULT '' NOT NULL,
	"target_label" varchar(120) DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"note" varchar(300) DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer,
	"file_name" varchar(120) NOT NULL,
	"dry_run" boolean NOT NULL,
	"state" varchar(10) DEFAULT 'running' NOT NULL,
	"phase" varchar(40) DEFAULT '' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"report" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(20) NOT NULL,
	"phone" varchar(11),
	"name" varchar(30) NOT NULL,
	"password_hash" text NOT NULL,
	"roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"csrf" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" varchar(200) DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "help_pages" DROP CONSTRAINT "help_pages_updated_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "help_revisions" DROP CONSTRAINT "help_revisions_editor_id_users_id_fk";
--> statement-breakpoint
-- Data (written by hand, not by drizzle-kit): buyer accounts that held the 'editor' role become staff editors with the
-- same phone, password and name; the help revisions and pages they saved point at that staff account (others: null).
INSERT INTO "staff" ("username", "phone", "name", "password_hash", "roles")
  SELECT 'u' || "phone", "phone", left(coalesce(nullif("nickname", ''), "phone"), 30), "password_hash", '["editor"]'::jsonb
  FROM "users" WHERE "roles" @> '["editor"]'::jsonb;
--> statement-breakpoint
UPDATE "help_revisions" AS r SET "editor_id" = s."id" FROM "users" AS u LEFT JOIN "staff" AS s ON s."phone" = u."phone" WHERE r."editor_id" = u."id";
--> statement-breakpoint
UPDATE "help_pages" AS p SET "updated_by" = s."id" FROM "users" AS u LEFT JOIN "staff" AS s ON s."phone" = u."phone" WHERE p."updated_by" = u."id";
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_staff_idx" ON "audit_log" USING btree ("staff_id","at");--> statement-breakpoint
CREATE INDEX "import_jobs_created_idx" ON "import_jobs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_username_uq" ON "staff" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_phone_uq" ON "staff" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_sessions_token_uq" ON "staff_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
ALTER TABLE "help_pages" ADD CONSTRAINT "help_pages_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_revisions" ADD CONSTRAINT "help_revisions_editor_id_staff_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "roles";