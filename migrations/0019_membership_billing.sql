CREATE TABLE "billing_customers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"customer_id" text NOT NULL,
	"livemode" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_customers_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
CREATE TABLE "local_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"checkout_session_id" text NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"lookup_key" text NOT NULL,
	"status" text NOT NULL,
	"list_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"hardship_level" integer,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"open_invoice_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_subscriptions_checkout_session_id_unique" UNIQUE("checkout_session_id"),
	CONSTRAINT "local_subscriptions_provider_known" CHECK ("local_subscriptions"."provider" in ('test', 'free')),
	CONSTRAINT "local_subscriptions_status_known" CHECK ("local_subscriptions"."status" in ('checkout', 'expired', 'active', 'past_due', 'canceled')),
	CONSTRAINT "local_subscriptions_amounts" CHECK ("local_subscriptions"."list_cents" >= 0 and "local_subscriptions"."discount_cents" >= 0 and "local_subscriptions"."discount_cents" <= "local_subscriptions"."list_cents")
);
--> statement-breakpoint
CREATE TABLE "membership_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"provider_subscription_id" text NOT NULL,
	"number" text,
	"status" text NOT NULL,
	"tier" text NOT NULL,
	"interval" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"hosted_url" text,
	"livemode" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_invoices_status_known" CHECK ("membership_invoices"."status" in ('paid', 'failed')),
	CONSTRAINT "membership_invoices_amount" CHECK ("membership_invoices"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE INDEX "local_subscriptions_user_idx" ON "local_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "membership_invoices_user_idx" ON "membership_invoices" USING btree ("user_id","created_at");