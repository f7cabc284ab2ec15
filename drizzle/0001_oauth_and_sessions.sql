CREATE TABLE "app_integrations" (
	"application_id" text NOT NULL,
	"service_id" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"oauth_client_id" text,
	"oauth_client_secret" text,
	"redirect_uris" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"oauth_scopes" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_integrations_application_id_service_id_pk" PRIMARY KEY("application_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"mode" text NOT NULL,
	"consumer_id" text NOT NULL,
	"unified_api" text NOT NULL,
	"service_id" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"scopes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vault_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"application_id" text NOT NULL,
	"mode" text NOT NULL,
	"consumer_id" text NOT NULL,
	"redirect_uri" text,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"theme" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"consumer_metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "state_reason" text;--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "credentials_expire_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "last_refresh_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app_integrations" ADD CONSTRAINT "app_integrations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_sessions" ADD CONSTRAINT "vault_sessions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oauth_states_expires_idx" ON "oauth_states" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vault_sessions_token_hash_unique" ON "vault_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "vault_sessions_expires_idx" ON "vault_sessions" USING btree ("expires_at");