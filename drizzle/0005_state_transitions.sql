CREATE TABLE "state_transitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"record_id" integer NOT NULL,
	"action" varchar(30) NOT NULL,
	"from_state" varchar(20) NOT NULL,
	"to_state" varchar(20) NOT NULL,
	"actor_type" varchar(10) NOT NULL,
	"actor_user_id" integer,
	"actor_name" varchar(40) DEFAULT '' NOT NULL,
	"note" varchar(300) DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Keep the history: the two per-kind logs move into the one log.
INSERT INTO "state_transitions" ("kind", "record_id", "action", "from_state", "to_state", "actor_type", "actor_user_id", "actor_name", "note", "at")
SELECT 'order', "order_id", "action", "from_state", "to_state", "actor_type", "actor_user_id", "actor_name", "note", "at" FROM "order_transitions" ORDER BY "id";--> statement-breakpoint
INSERT INTO "state_transitions" ("kind", "record_id", "action", "from_state", "to_state", "actor_type", "actor_user_id", "actor_name", "note", "at")
SELECT 'aftersale', "aftersale_id", "action", "from_state", "to_state", "actor_type", "actor_user_id", "actor_name", "note", "at" FROM "aftersale_transitions" ORDER BY "id";
--> statement-breakpoint
DROP TABLE "order_transitions" CASCADE;--> statement-breakpoint
DROP TABLE "aftersale_transitions" CASCADE;--> statement-breakpoint
CREATE INDEX "state_transitions_record_idx" ON "state_transitions" USING btree ("kind","record_id","at");