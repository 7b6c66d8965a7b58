-- Publishes one realtime event to several audiences (RealtimeRepository.insert): the transaction lock that hands out
-- event ids in commit order (taken before the ids, held to the end of the caller's transaction), one row per
-- audience, and a NOTIFY of each id, delivered at commit. A function, so its statements are planned once per
-- connection instead of at every message.
CREATE FUNCTION realtime_publish(p_lock_key bigint, p_channel text, p_audiences jsonb, p_type text, p_payload jsonb, p_now timestamptz)
RETURNS SETOF bigint
LANGUAGE plpgsql
AS $$
DECLARE
	v_audience text;
	v_id bigint;
BEGIN
	PERFORM pg_advisory_xact_lock(p_lock_key);
	FOR v_audience IN SELECT jsonb_array_elements_text(p_audiences) LOOP
		INSERT INTO realtime_events (id, audience, type, payload, created_at)
		VALUES (nextval('realtime_events_id_seq'), v_audience, p_type, p_payload, p_now)
		RETURNING id INTO v_id;
		PERFORM pg_notify(p_channel, v_id::text);
		RETURN NEXT v_id;
	END LOOP;
END;
$$;
--> statement-breakpoint
-- Stores one chat message with its room's session record in one call (ChatRepository.storeMessage): the store check,
-- the room (opened when a customer's first message arrives, locked either way), the message unless the room holds
-- its clientMessageId already, and the room's new record. One round trip instead of six, which is what the
-- embedded database, one connection for the whole process, needs to keep up with a busy chat. The caller publishes
-- the realtime events in the same transaction.
--
-- outcome: STORED (message and room are the new rows), DUPLICATE (nothing written; message is the stored one),
-- STORE_NOT_FOUND or ROOM_NOT_FOUND (nothing written). message and room are the rows as JSON (column names).
CREATE FUNCTION chat_store_message(
	p_store_code text,
	p_room_id text,
	p_customer_id text,
	p_customer_name text,
	p_pickup_point_code text,
	p_store_must_be_active boolean,
	p_room_must_exist boolean,
	p_sender_type text,
	p_sender_user_id uuid,
	p_sender_name text,
	p_client_message_id text,
	p_kind text,
	p_text text,
	p_image_id uuid,
	p_product jsonb,
	p_order_number text,
	p_sticker text,
	p_preview text,
	p_now timestamptz
) RETURNS TABLE (outcome text, store_name text, message jsonb, room jsonb)
LANGUAGE plpgsql
AS $$
#variable_conflict use_column
DECLARE
	v_store_name text;
	v_room chat_rooms;
	v_message chat_messages;
	v_from_customer boolean := p_sender_type = 'CUSTOMER';
BEGIN
	SELECT s.name INTO v_store_name FROM stores s WHERE s.code = p_store_code AND (NOT p_store_must_be_active OR s.status = 'ACTIVE');
	IF NOT FOUND THEN
		RETURN QUERY SELECT 'STORE_NOT_FOUND'::text, NULL::text, NULL::jsonb, NULL::jsonb;
		RETURN;
	END IF;

	IF NOT p_room_must_exist THEN
		INSERT INTO chat_rooms (store_code, room_id, customer_id, customer_name, pickup_point_code, updated_date, sender_type)
		VALUES (p_store_code, p_room_id, p_customer_id, p_customer_name, p_pickup_point_code, p_now, p_sender_type)
		ON CONFLICT DO NOTHING;
	END IF;
	SELECT * INTO v_room FROM chat_rooms r WHERE r.store_code = p_store_code AND r.room_id = p_room_id FOR UPDATE;
	IF NOT FOUND THEN
		RETURN QUERY SELECT 'ROOM_NOT_FOUND'::text, v_store_name, NULL::jsonb, NULL::jsonb;
		RETURN;
	END IF;

	INSERT INTO chat_messages AS m (store_code, room_id, client_message_id, sender_type, sender_user_id, sender_name, kind, text, image_id, product, order_number, sticker, created_at)
	VALUES (p_store_code, p_room_id, p_client_message_id, p_sender_type, p_sender_user_id, p_sender_name, p_kind, p_text, p_image_id, p_product, p_order_number, p_sticker, p_now)
	ON CONFLICT (store_code, room_id, client_message_id) DO NOTHING
	RETURNING * INTO v_message;
	IF v_message.id IS NULL THEN
		SELECT * INTO v_message FROM chat_messages m WHERE m.store_code = p_store_code AND m.room_id = p_room_id AND m.client_message_id = p_client_message_id;
		RETURN QUERY SELECT 'DUPLICATE'::text, v_store_name, to_jsonb(v_message), to_jsonb(v_room);
		RETURN;
	END IF;

	-- A customer's message is unread by the seller (and renames the room's customer); a seller's, by the customer.
	UPDATE chat_rooms r SET
		updated_date = p_now,
		sender_type = p_sender_type,
		last_text_body = p_preview,
		last_text_label = p_kind,
		has_been_read = CASE WHEN v_from_customer THEN false ELSE r.has_been_read END,
		unread_count = CASE WHEN v_from_customer THEN r.unread_count + 1 ELSE r.unread_count END,
		customer_name = CASE WHEN v_from_customer THEN p_customer_name ELSE r.customer_name END,
		has_been_read_by_customer = CASE WHEN v_from_customer THEN r.has_been_read_by_customer ELSE false END
	WHERE r.store_code = p_store_code AND r.room_id = p_room_id
	RETURNING * INTO v_room;
	RETURN QUERY SELECT 'STORED'::text, v_store_name, to_jsonb(v_message), to_jsonb(v_room);
END;
$$;
