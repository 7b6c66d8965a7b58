CREATE TABLE "accessibilities" (
	"code" text PRIMARY KEY NOT NULL,
	"mode_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_accessibilities" (
	"membership_id" uuid NOT NULL,
	"accessibility_code" text NOT NULL,
	CONSTRAINT "membership_accessibilities_membership_id_accessibility_code_pk" PRIMARY KEY("membership_id","accessibility_code")
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"store_code" text NOT NULL,
	"is_owner" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_user_store_unique" UNIQUE("user_id","store_code")
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"mode_type" text NOT NULL,
	"code" text NOT NULL,
	"parent_code" text,
	"name_key" text NOT NULL,
	"url" text,
	"module" text,
	"required_accessibilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "menus_mode_type_code_pk" PRIMARY KEY("mode_type","code")
);
--> statement-breakpoint
CREATE TABLE "pickup_points" (
	"code" text PRIMARY KEY NOT NULL,
	"store_code" text NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"mode_type" text,
	"mode_code" text,
	"sign_in_method" text DEFAULT 'PASSWORD' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"channel_id" text DEFAULT 'Web' NOT NULL,
	"business_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"onboarding_flow" text,
	"onboarding_status" text,
	"postlive_status" text,
	"fraud_status" text,
	"identity_photo_verification_deadline" timestamp with time zone,
	"mode_state" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_accessibilities" (
	"user_id" uuid NOT NULL,
	"accessibility_code" text NOT NULL,
	CONSTRAINT "user_accessibilities_user_id_accessibility_code_pk" PRIMARY KEY("user_id","accessibility_code")
);
--> statement-breakpoint
CREATE TABLE "user_modes" (
	"user_id" uuid NOT NULL,
	"mode_type" text NOT NULL,
	"whitelisted_page_path_patterns" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_modes_user_id_mode_type_pk" PRIMARY KEY("user_id","mode_type"),
	CONSTRAINT "user_modes_mode_type_known" CHECK ("user_modes"."mode_type" in ('STORE', 'INTERNAL', 'VENDOR'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"display_name" text NOT NULL,
	"password_hash" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"mfa_required" boolean DEFAULT false NOT NULL,
	"password_changed_at" timestamp with time zone,
	"phone_number" text,
	"is_phone_number_verified" boolean DEFAULT false NOT NULL,
	"is_email_verified" boolean DEFAULT false NOT NULL,
	"need_verification" boolean DEFAULT false NOT NULL,
	"canary_flag" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_username_lower_case" CHECK ("users"."username" = lower("users"."username")),
	CONSTRAINT "users_email_lower_case" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_status_known" CHECK ("users"."status" in ('ACTIVE', 'DEACTIVATED'))
);
--> statement-breakpoint
ALTER TABLE "membership_accessibilities" ADD CONSTRAINT "membership_accessibilities_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_accessibilities" ADD CONSTRAINT "membership_accessibilities_accessibility_code_accessibilities_code_fk" FOREIGN KEY ("accessibility_code") REFERENCES "public"."accessibilities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD CONSTRAINT "pickup_points_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_accessibilities" ADD CONSTRAINT "user_accessibilities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_accessibilities" ADD CONSTRAINT "user_accessibilities_accessibility_code_accessibilities_code_fk" FOREIGN KEY ("accessibility_code") REFERENCES "public"."accessibilities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_modes" ADD CONSTRAINT "user_modes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memberships_store_code_idx" ON "memberships" USING btree ("store_code");--> statement-breakpoint
CREATE INDEX "pickup_points_store_code_idx" ON "pickup_points" USING btree ("store_code");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");