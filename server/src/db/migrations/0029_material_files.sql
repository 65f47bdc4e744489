-- A material's documents and images (materials section of docs/decisions/0033-equipment.md).
ALTER TABLE "stored_files" ADD COLUMN "material_id" uuid;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_material_idx" ON "stored_files" USING btree ("material_id","kind","created_at");
