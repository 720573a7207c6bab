CREATE TABLE "ended_sessions" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"reason" varchar(16) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
