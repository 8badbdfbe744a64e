ALTER TABLE "products" ALTER COLUMN "size" SET DATA TYPE jsonb USING to_jsonb("size");
