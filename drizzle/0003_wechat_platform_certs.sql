CREATE TABLE "wechat_platform_certs" (
	"serial_no" varchar(64) PRIMARY KEY NOT NULL,
	"certificate" text NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
