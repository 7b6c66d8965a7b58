CREATE TABLE "wallet_bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_code" text NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"holder_name" text NOT NULL,
	"status" text NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	CONSTRAINT "wallet_bank_accounts_status_known" CHECK ("wallet_bank_accounts"."status" in ('PENDING', 'CONFIRMED'))
);
--> statement-breakpoint
CREATE TABLE "wallet_withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_code" text NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"requested_by" uuid,
	"requested_at" timestamp with time zone NOT NULL,
	"reported_at" timestamp with time zone,
	"failure_reason" text,
	CONSTRAINT "wallet_withdrawals_amount_positive" CHECK ("wallet_withdrawals"."amount" > 0),
	CONSTRAINT "wallet_withdrawals_status_known" CHECK ("wallet_withdrawals"."status" in ('REQUESTED', 'PAID', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "otp_challenges" DROP CONSTRAINT "otp_challenges_purpose_known";--> statement-breakpoint
ALTER TABLE "wallet_bank_accounts" ADD CONSTRAINT "wallet_bank_accounts_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_bank_accounts" ADD CONSTRAINT "wallet_bank_accounts_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD CONSTRAINT "wallet_withdrawals_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD CONSTRAINT "wallet_withdrawals_bank_account_id_wallet_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."wallet_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD CONSTRAINT "wallet_withdrawals_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_bank_accounts_store_idx" ON "wallet_bank_accounts" USING btree ("store_code","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_bank_accounts_store_number" ON "wallet_bank_accounts" USING btree ("store_code","bank_code","account_number") WHERE "wallet_bank_accounts"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "wallet_withdrawals_store_idx" ON "wallet_withdrawals" USING btree ("store_code","requested_at");--> statement-breakpoint
CREATE INDEX "wallet_withdrawals_bank_account_idx" ON "wallet_withdrawals" USING btree ("bank_account_id");--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_purpose_known" CHECK ("otp_challenges"."purpose" in ('MFA', 'REGISTRATION', 'NEED_VERIFICATION', 'CONTACT_PHONE', 'CONTACT_EMAIL', 'ADS_TOP_UP', 'WALLET_BANK_ACCOUNT', 'WALLET_WITHDRAWAL'));