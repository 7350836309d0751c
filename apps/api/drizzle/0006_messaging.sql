CREATE TABLE "conversations" (
	"merchant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"kind" text NOT NULL,
	"topic_key" text NOT NULL,
	"buyer_email" text,
	"buyer_name" text,
	"order_id" text,
	"booking_id" text,
	"guest_token_hash" text,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "conversations_merchant_topic" UNIQUE("merchant_id","topic_key"),
	CONSTRAINT "conversations_merchant_guest_token" UNIQUE("merchant_id","guest_token_hash")
);
--> statement-breakpoint
CREATE TABLE "helpdesk_replies" (
	"merchant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"author_role" text NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "helpdesk_replies_merchant_id_id_pk" PRIMARY KEY("merchant_id","id")
);
--> statement-breakpoint
CREATE TABLE "helpdesk_tickets" (
	"merchant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "helpdesk_tickets_merchant_id_id_pk" PRIMARY KEY("merchant_id","id")
);
--> statement-breakpoint
CREATE TABLE "merchant_requests" (
	"merchant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_requests_merchant_id_id_pk" PRIMARY KEY("merchant_id","id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"merchant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_role" text NOT NULL,
	"sender_id" uuid,
	"text" text NOT NULL,
	"seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_merchant_id_id_pk" PRIMARY KEY("merchant_id","id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"merchant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_merchant_id_id_pk" PRIMARY KEY("merchant_id","id")
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpdesk_replies" ADD CONSTRAINT "helpdesk_replies_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpdesk_replies" ADD CONSTRAINT "helpdesk_replies_merchant_id_ticket_id_helpdesk_tickets_merchant_id_id_fk" FOREIGN KEY ("merchant_id","ticket_id") REFERENCES "public"."helpdesk_tickets"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpdesk_tickets" ADD CONSTRAINT "helpdesk_tickets_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_requests" ADD CONSTRAINT "merchant_requests_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_merchant_id_conversation_id_conversations_merchant_id_id_fk" FOREIGN KEY ("merchant_id","conversation_id") REFERENCES "public"."conversations"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_guest_token" ON "conversations" USING btree ("guest_token_hash");--> statement-breakpoint
CREATE INDEX "conversations_merchant_recent" ON "conversations" USING btree ("merchant_id","last_message_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "conversations_support_recent" ON "conversations" USING btree ("last_message_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "conversations"."kind" = 'support';--> statement-breakpoint
CREATE INDEX "helpdesk_replies_ticket" ON "helpdesk_replies" USING btree ("merchant_id","ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "helpdesk_replies_merchant_recent" ON "helpdesk_replies" USING btree ("merchant_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "helpdesk_tickets_merchant_recent" ON "helpdesk_tickets" USING btree ("merchant_id","last_message_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "helpdesk_tickets_queue" ON "helpdesk_tickets" USING btree ("status","last_message_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_requests_one_pending" ON "merchant_requests" USING btree ("merchant_id","sender_id") WHERE "merchant_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "merchant_requests_received" ON "merchant_requests" USING btree ("merchant_id","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "merchant_requests_sent" ON "merchant_requests" USING btree ("sender_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "messages_conversation_created" ON "messages" USING btree ("conversation_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "messages_unread" ON "messages" USING btree ("merchant_id","conversation_id") WHERE "messages"."seen_at" IS NULL;--> statement-breakpoint
CREATE INDEX "messages_merchant_created" ON "messages" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_merchant_recent" ON "notifications" USING btree ("merchant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_unread" ON "notifications" USING btree ("merchant_id") WHERE "notifications"."read_at" IS NULL;