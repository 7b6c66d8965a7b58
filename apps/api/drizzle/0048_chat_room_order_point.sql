-- a chat room's pickup point when it has none of its own: that of the last order named in it (staff assigned to pickup points)
ALTER TABLE "chat_rooms" ADD COLUMN "order_pickup_point_code" text;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_order_pickup_point_code_pickup_points_code_fk" FOREIGN KEY ("order_pickup_point_code") REFERENCES "public"."pickup_points"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "chat_rooms" r SET "order_pickup_point_code" = (
  SELECT o."pickup_point_code" FROM "chat_messages" m JOIN "orders" o ON o."order_number" = m."order_number" AND o."store_code" = m."store_code"
  WHERE m."store_code" = r."store_code" AND m."room_id" = r."room_id" AND m."kind" = 'order'
  ORDER BY m."id" DESC LIMIT 1
);
