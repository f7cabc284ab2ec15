CREATE TABLE "request_logs" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"application_id" text NOT NULL,
	"mode" text NOT NULL,
	"consumer_id" text NOT NULL,
	"unified_api" text NOT NULL,
	"service_id" text,
	"operation_id" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status_code" integer NOT NULL,
	"latency_ms" double precision NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "scopes" text[];--> statement-breakpoint
CREATE INDEX "request_logs_consumer_idx" ON "request_logs" USING btree ("application_id","mode","consumer_id","seq");--> statement-breakpoint
CREATE INDEX "request_logs_created_idx" ON "request_logs" USING btree ("created_at");