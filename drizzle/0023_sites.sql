CREATE TABLE "site_installs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"plugin_id" uuid NOT NULL,
	"version_number" integer NOT NULL,
	"kind" text DEFAULT 'install' NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"slug" text,
	"report" jsonb,
	"error" text,
	"charged_subscription" integer DEFAULT 0 NOT NULL,
	"charged_permanent" integer DEFAULT 0 NOT NULL,
	"refunded" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_pairing_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"url" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"public_key" text NOT NULL,
	"private_key_encrypted" text NOT NULL,
	"wordpress_version" text DEFAULT '' NOT NULL,
	"php_version" text DEFAULT '' NOT NULL,
	"last_contact_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_installs" ADD CONSTRAINT "site_installs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_installs" ADD CONSTRAINT "site_installs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_installs" ADD CONSTRAINT "site_installs_plugin_id_plugins_id_fk" FOREIGN KEY ("plugin_id") REFERENCES "public"."plugins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_pairing_codes" ADD CONSTRAINT "site_pairing_codes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_installs_site_idx" ON "site_installs" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "site_installs_plugin_version_idx" ON "site_installs" USING btree ("plugin_id","version_number");--> statement-breakpoint
CREATE UNIQUE INDEX "site_installs_one_waiting_uq" ON "site_installs" USING btree ("site_id","plugin_id","version_number","kind") WHERE "site_installs"."state" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "site_installs_waiting_idx" ON "site_installs" USING btree ("created_at") WHERE "site_installs"."state" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "site_pairing_codes_user_idx" ON "site_pairing_codes" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE INDEX "sites_user_idx" ON "sites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_user_url_uq" ON "sites" USING btree ("user_id","url");