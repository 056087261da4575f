ALTER TABLE "email_templates" DROP CONSTRAINT "email_templates_name_unique";--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_name_language_uq" ON "email_templates" USING btree ("name","language");