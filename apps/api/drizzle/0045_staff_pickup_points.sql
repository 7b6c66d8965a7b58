-- Staff per pickup point: the pickup points a staff membership serves (none: all); replaces the never-written chat assignments.
CREATE TABLE "staff_pickup_points" (
	"membership_id" uuid NOT NULL,
	"pickup_point_code" text NOT NULL,
	CONSTRAINT "staff_pickup_points_membership_id_pickup_point_code_pk" PRIMARY KEY("membership_id","pickup_point_code")
);
--> statement-breakpoint
DROP TABLE "chat_pickup_point_assignments" CASCADE;--> statement-breakpoint
ALTER TABLE "staff_pickup_points" ADD CONSTRAINT "staff_pickup_points_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_pickup_points" ADD CONSTRAINT "staff_pickup_points_pickup_point_code_pickup_points_code_fk" FOREIGN KEY ("pickup_point_code") REFERENCES "public"."pickup_points"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_pickup_points_pickup_point_code_idx" ON "staff_pickup_points" USING btree ("pickup_point_code");