CREATE TABLE "public_holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"holiday_date" date NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "public_holidays" ADD CONSTRAINT "public_holidays_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_holidays" ADD CONSTRAINT "public_holidays_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "public_holidays_date_uq" ON "public_holidays" USING btree ("holiday_date");--> statement-breakpoint
-- The official days off (Labour Code 2019, art. 112, and the government's notices). 2027's Lunar
-- New Year days follow the usual pattern until the notice is published: administrators correct
-- them on /fun/internal/holidays.
INSERT INTO "public_holidays" ("holiday_date", "name_vi", "name_en") VALUES
  ('2026-01-01', 'Tết Dương lịch', 'New Year''s Day'),
  ('2026-02-16', 'Tết Nguyên đán', 'Lunar New Year'),
  ('2026-02-17', 'Tết Nguyên đán', 'Lunar New Year'),
  ('2026-02-18', 'Tết Nguyên đán', 'Lunar New Year'),
  ('2026-02-19', 'Tết Nguyên đán', 'Lunar New Year'),
  ('2026-02-20', 'Tết Nguyên đán', 'Lunar New Year'),
  ('2026-04-27', 'Giỗ Tổ Hùng Vương (nghỉ bù)', 'Hung Kings'' Commemoration (in lieu)'),
  ('2026-04-30', 'Ngày Chiến thắng', 'Reunification Day'),
  ('2026-05-01', 'Ngày Quốc tế Lao động', 'International Labour Day'),
  ('2026-09-01', 'Quốc khánh', 'National Day'),
  ('2026-09-02', 'Quốc khánh', 'National Day'),
  ('2027-01-01', 'Tết Dương lịch', 'New Year''s Day'),
  ('2027-02-04', 'Tết Nguyên đán', 'Lunar New Year'),
  ('2027-02-05', 'Tết Nguyên đán', 'Lunar New Year'),
  ('2027-02-08', 'Tết Nguyên đán', 'Lunar New Year'),
  ('2027-02-09', 'Tết Nguyên đán', 'Lunar New Year'),
  ('2027-02-10', 'Tết Nguyên đán', 'Lunar New Year'),
  ('2027-04-16', 'Giỗ Tổ Hùng Vương', 'Hung Kings'' Commemoration'),
  ('2027-04-30', 'Ngày Chiến thắng', 'Reunification Day'),
  ('2027-05-03', 'Ngày Quốc tế Lao động (nghỉ bù)', 'International Labour Day (in lieu)'),
  ('2027-09-02', 'Quốc khánh', 'National Day'),
  ('2027-09-03', 'Quốc khánh', 'National Day');
