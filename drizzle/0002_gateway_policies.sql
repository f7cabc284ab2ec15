CREATE TABLE "idempotency_keys" (
	"application_id" text NOT NULL,
	"mode" text NOT NULL,
	"consumer_id" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"operation" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_application_id_mode_consumer_id_kind_key_pk" PRIMARY KEY("application_id","mode","consumer_id","kind","key")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"value" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_counts" (
	"application_id" text NOT NULL,
	"month" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "request_counts_application_id_month_pk" PRIMARY KEY("application_id","month")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "monthly_request_quota" bigint;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_counts" ADD CONSTRAINT "request_counts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "rate_limit_buckets_updated_idx" ON "rate_limit_buckets" USING btree ("updated_at");