import { eq, sql } from 'drizzle-orm';
import { addMonths } from '@servio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipmentProducts, materials } from '../src/db/tables/index.ts';
import { createCompany, createPerson, type CreatedPerson } from './factories.ts';
import { auditEntries } from './audit-entries.ts';
import type { AnyData } from './graphql-result.ts';
import { backends, createTestApp, errorCode, graphql, type TestApp } from './harness.ts';
import { statementLog } from './statement-log.ts';

const categoryFields = 'id name productCount version';
const productFields =
  'id name supplier serviceIntervalMonths column1 column2 column3 materialCount version category { id name productCount }';
const createCategory = `mutation ($input: EquipmentCategoryInput!) { createEquipmentCategory(input: $input) { ${categoryFields} } }`;
const updateCategory = `mutation ($id: ID!, $version: Int!, $input: EquipmentCategoryInput!) { updateEquipmentCategory(id: $id, version: $version, input: $input) { ${categoryFields} } }`;
const deleteCategory = `mutation ($id: ID!) { deleteEquipmentCategory(id: $id) }`;
const listCategories = `query { equipmentCategories { ${categoryFields} } }`;
const createProduct = `mutation ($input: EquipmentProductInput!) { createEquipmentProduct(input: $input) { ${productFields} } }`;
const updateProduct = `mutation ($id: ID!, $version: Int!, $input: EquipmentProductInput!) { updateEquipmentProduct(id: $id, version: $version, input: $input) { ${productFields} } }`;
const deleteProduct = `mutation ($id: ID!) { deleteEquipmentProduct(id: $id) }`;
const oneProduct = `query ($id: ID!) { equipmentProduct(id: $id) { ${productFields} } }`;
const listProducts = `query ($search: String, $categoryId: ID, $offset: Int, $limit: Int) { equipmentProducts(search: $search, categoryId: $categoryId, offset: $offset, limit: $limit) { totalCount items { ${productFields} } } }`;

const ext = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions;

describe.each(backends)('the equipment catalogue on %s', (backend) => {
  let t: TestApp;
  let companyId: string;
  let admin: CreatedPerson;
  let otherAdmin: CreatedPerson;
  const log = statementLog();

  const ok = async (cookie: string, query: string, variables: Record<string, unknown> = {}) => {
    const r = await graphql(t.app, cookie, query, variables);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data as AnyData;
  };
  let n = 0;
  const newCategory = async (name = `Kategori ${++n}`, cookie = admin.cookie) =>
    (await ok(cookie, createCategory, { input: { name } })).createEquipmentCategory as { id: string; version: number };
  const newProduct = async (categoryId: string, input: Record<string, unknown> = {}) =>
    (await ok(admin.cookie, createProduct, { input: { categoryId, name: `Model ${++n}`, ...input } }))
      .createEquipmentProduct as AnyData;
  const productCount = async () =>
    (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(equipmentProducts)
        .where(eq(equipmentProducts.companyId, companyId))
    )[0]!.n;

  beforeAll(async () => {
    t = await createTestApp(backend, {}, log.appOptions);
    ({ companyId, admin } = await createCompany(t));
    ({ admin: otherAdmin } = await createCompany(t));
  });
  afterAll(async () => t?.close());

  it('creates, lists with product counts and renames categories; a name is unique whatever its case', async () => {
    const { createEquipmentCategory: pumps } = await ok(admin.cookie, createCategory, {
      input: { name: ' Varmepumper ' },
    });
    expect(pumps).toMatchObject({ name: 'Varmepumper', productCount: 0, version: 1 });
    await newProduct(pumps.id);
    await newProduct(pumps.id);
    const listed = (await ok(admin.cookie, listCategories)).equipmentCategories as AnyData[];
    expect(listed.find((c) => c.id === pumps.id)!.productCount).toBe(2);
    const taken = await graphql(t.app, admin.cookie, createCategory, { input: { name: 'VARMEPUMPER' } });
    expect(ext(taken)).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'input.name',
      reason: 'equipmentCategory.nameTaken',
    });
    const empty = await graphql(t.app, admin.cookie, createCategory, { input: { name: '   ' } });
    expect(ext(empty)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.name', reason: 'required' });
    const other = await newCategory('Brandslukkere');
    const clash = await graphql(t.app, admin.cookie, updateCategory, {
      id: other.id,
      version: other.version,
      input: { name: 'varmepumper' },
    });
    expect(ext(clash)).toMatchObject({ reason: 'equipmentCategory.nameTaken' });
    const renamed = await ok(admin.cookie, updateCategory, {
      id: pumps.id,
      version: 1,
      input: { name: 'varmepumper' },
    });
    expect(renamed.updateEquipmentCategory).toMatchObject({ name: 'varmepumper', version: 2, productCount: 2 });
    const stale = await graphql(t.app, admin.cookie, updateCategory, {
      id: pumps.id,
      version: 1,
      input: { name: 'X' },
    });
    expect(errorCode(stale)).toBe('CONFLICT');
    // Another company has its own names.
    await newCategory('Varmepumper', otherAdmin.cookie);
  });

  it('creates a category and a product once per idempotency key', async () => {
    const createCategoryKeyed = `mutation ($input: EquipmentCategoryInput!, $key: String) { createEquipmentCategory(input: $input, idempotencyKey: $key) { id } }`;
    const createProductKeyed = `mutation ($input: EquipmentProductInput!, $key: String) { createEquipmentProduct(input: $input, idempotencyKey: $key) { id } }`;
    const input = { name: `Gentaget ${++n}` };
    const first = await ok(admin.cookie, createCategoryKeyed, { input, key: `kategori-${n}-key` });
    const again = await ok(admin.cookie, createCategoryKeyed, { input, key: `kategori-${n}-key` });
    expect(again.createEquipmentCategory.id).toBe(first.createEquipmentCategory.id);
    const productInput = { categoryId: first.createEquipmentCategory.id, name: 'Gentaget model' };
    const p1 = await ok(admin.cookie, createProductKeyed, { input: productInput, key: `produkt-${n}-key` });
    const p2 = await ok(admin.cookie, createProductKeyed, { input: productInput, key: `produkt-${n}-key` });
    expect(p2.createEquipmentProduct.id).toBe(p1.createEquipmentProduct.id);
  });

  it('creates and edits products with their interval, supplier and free columns', async () => {
    const category = await newCategory();
    const product = await newProduct(category.id, {
      name: 'Etherea NZ25',
      supplier: 'Panasonic',
      serviceIntervalMonths: 12,
      column1: '2,5 kW',
      column2: '',
    });
    expect(product).toMatchObject({
      name: 'Etherea NZ25',
      supplier: 'Panasonic',
      serviceIntervalMonths: 12,
      column1: '2,5 kW',
      column2: null,
      column3: null,
      materialCount: 0,
      version: 1,
      category: { id: category.id, productCount: 1 },
    });
    const companyInterval = await newProduct(category.id, { serviceIntervalMonths: null });
    expect(companyInterval.serviceIntervalMonths).toBeNull();
    const moved = await newCategory();
    const { updateEquipmentProduct: updated } = await ok(admin.cookie, updateProduct, {
      id: product.id,
      version: 1,
      input: {
        categoryId: moved.id,
        name: 'Etherea NZ25',
        supplier: 'Panasonic',
        serviceIntervalMonths: 24,
        column3: 'R32',
      },
    });
    expect(updated).toMatchObject({
      serviceIntervalMonths: 24,
      column1: null,
      column3: 'R32',
      version: 2,
      category: { id: moved.id, productCount: 1 },
    });
    const stale = await graphql(t.app, admin.cookie, updateProduct, {
      id: product.id,
      version: 1,
      input: { categoryId: moved.id, name: 'X' },
    });
    expect(errorCode(stale)).toBe('CONFLICT');
  });

  it('refuses an interval of 0 or over 120 months, an empty model and a duplicate model, saving nothing', async () => {
    const category = await newCategory();
    const before = await productCount();
    for (const months of [0, 121, -1]) {
      const r = await graphql(t.app, admin.cookie, createProduct, {
        input: { categoryId: category.id, name: 'Ugyldig', serviceIntervalMonths: months },
      });
      expect(ext(r), `${months}`).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'input.serviceIntervalMonths',
        reason: 'serviceInterval_invalid',
      });
    }
    const empty = await graphql(t.app, admin.cookie, createProduct, { input: { categoryId: category.id, name: ' ' } });
    expect(ext(empty)).toMatchObject({ field: 'input.name', reason: 'required' });
    expect(await productCount()).toBe(before);
    for (const months of [1, 120]) await newProduct(category.id, { serviceIntervalMonths: months });

    await newProduct(category.id, { name: 'Compact P', supplier: 'Nilan' });
    const duplicate = await graphql(t.app, admin.cookie, createProduct, {
      input: { categoryId: category.id, name: 'COMPACT P', supplier: 'nilan' },
    });
    expect(ext(duplicate)).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'input.name',
      reason: 'equipmentProduct.modelTaken',
    });
    // The same model from another supplier, without one, or in another category is another product.
    await newProduct(category.id, { name: 'Compact P', supplier: 'Genvex' });
    const noSupplier = await newProduct(category.id, { name: 'Compact P' });
    const noSupplierAgain = await graphql(t.app, admin.cookie, createProduct, {
      input: { categoryId: category.id, name: 'compact p', supplier: '' },
    });
    expect(ext(noSupplierAgain)).toMatchObject({ reason: 'equipmentProduct.modelTaken' });
    await newProduct((await newCategory()).id, { name: 'Compact P', supplier: 'Nilan' });
    // Renaming onto a taken model is refused too; keeping its own name is not a clash.
    const renamed = await graphql(t.app, admin.cookie, updateProduct, {
      id: noSupplier.id,
      version: 1,
      input: { categoryId: category.id, name: 'Compact P', supplier: 'NILAN' },
    });
    expect(ext(renamed)).toMatchObject({ field: 'input.name', reason: 'equipmentProduct.modelTaken' });
    await ok(admin.cookie, updateProduct, {
      id: noSupplier.id,
      version: 1,
      input: { categoryId: category.id, name: 'Compact P', column1: 'ny' },
    });
  });

  it('pages, searches and filters the products by category, with counts from the server', async () => {
    const category = await newCategory('Skadedyr');
    const other = await newCategory();
    for (let i = 0; i < 7; i++) await newProduct(category.id, { name: `Rottestation ${i}`, supplier: 'Ratex' });
    await newProduct(category.id, { name: 'Musefælde', supplier: 'Anticimex', column2: 'Indendørs' });
    await newProduct(other.id, { name: 'Rottestation X' });
    const page1 = (await ok(admin.cookie, listProducts, { categoryId: category.id, limit: 5 })).equipmentProducts;
    expect(page1.totalCount).toBe(8);
    expect(page1.items).toHaveLength(5);
    const page2 = (await ok(admin.cookie, listProducts, { categoryId: category.id, limit: 5, offset: 5 }))
      .equipmentProducts;
    expect(page2.totalCount).toBe(8);
    expect(page2.items.map((p: AnyData) => p.name)).toEqual(['Rottestation 4', 'Rottestation 5', 'Rottestation 6']);
    const past = (await ok(admin.cookie, listProducts, { categoryId: category.id, offset: 50 })).equipmentProducts;
    expect(past).toEqual({ totalCount: 8, items: [] });
    const search = (await ok(admin.cookie, listProducts, { search: 'rottestation' })).equipmentProducts;
    expect(search.totalCount).toBe(8);
    const words = (await ok(admin.cookie, listProducts, { search: 'indendørs anticimex' })).equipmentProducts;
    expect(words.items.map((p: AnyData) => p.name)).toEqual(['Musefælde']);
    // The category's name is searched too.
    expect((await ok(admin.cookie, listProducts, { search: 'skadedyr' })).equipmentProducts.totalCount).toBe(8);
    const byCategory = (await ok(admin.cookie, listProducts, { search: 'skadedyr musefælde' })).equipmentProducts;
    expect(byCategory.totalCount).toBe(1);
    const bad = (await ok(admin.cookie, listProducts, { categoryId: 'not-a-uuid' })).equipmentProducts;
    expect(bad.totalCount).toBe(0);
    // Wildcards are taken literally (search starts at two characters: one alone is no search).
    expect((await ok(admin.cookie, listProducts, { search: '%_' })).equipmentProducts.totalCount).toBe(0);
    expect((await ok(admin.cookie, listProducts, { search: '%' })).equipmentProducts.totalCount).toBe(20);
  });

  it('lists a page of products with their categories and counts in no more statements than a smaller page', async () => {
    const category = await newCategory();
    for (let i = 0; i < 12; i++) await newProduct(category.id);
    let small: AnyData[] = [];
    let large: AnyData[] = [];
    const few = await log.count(async () => {
      small = (await ok(admin.cookie, listProducts, { categoryId: category.id, limit: 2 })).equipmentProducts.items;
    });
    const many = await log.count(async () => {
      large = (await ok(admin.cookie, listProducts, { categoryId: category.id, limit: 12 })).equipmentProducts.items;
    });
    expect(small).toHaveLength(2);
    expect(large).toHaveLength(12);
    expect(many).toBeLessThanOrEqual(few);
    for (const p of large) expect(p.category).toEqual({ id: category.id, name: expect.any(String), productCount: 12 });
  });

  it('refuses deleting a category with products and a product with materials; deletes them when unused', async () => {
    const category = await newCategory();
    const product = await newProduct(category.id);
    await t.database.db.insert(materials).values({ companyId, productId: product.id, serialNumber: 'SN-1' });
    const refusedCategory = await graphql(t.app, admin.cookie, deleteCategory, { id: category.id });
    expect(ext(refusedCategory)).toMatchObject({ code: 'CONFLICT', reason: 'equipmentCategory.inUse', count: 1 });
    const refusedProduct = await graphql(t.app, admin.cookie, deleteProduct, { id: product.id });
    expect(ext(refusedProduct)).toMatchObject({ code: 'CONFLICT', reason: 'equipmentProduct.inUse', count: 1 });
    expect((await ok(admin.cookie, oneProduct, { id: product.id })).equipmentProduct.materialCount).toBe(1);

    await t.database.db.delete(materials).where(eq(materials.productId, product.id));
    expect((await ok(admin.cookie, deleteProduct, { id: product.id })).deleteEquipmentProduct).toBe(true);
    expect(errorCode(await graphql(t.app, admin.cookie, oneProduct, { id: product.id }))).toBe('NOT_FOUND');
    expect((await ok(admin.cookie, deleteCategory, { id: category.id })).deleteEquipmentCategory).toBe(true);
    const listed = (await ok(admin.cookie, listCategories)).equipmentCategories as AnyData[];
    expect(listed.some((c) => c.id === category.id)).toBe(false);
    const [productEntry] = await auditEntries(t, companyId, 'equipmentProduct.deleted');
    expect(productEntry).toMatchObject({ actorEmail: admin.email, details: { equipmentProductId: product.id } });
    const [categoryEntry] = await auditEntries(t, companyId, 'equipmentCategory.deleted');
    expect(categoryEntry!.details).toMatchObject({
      equipmentCategoryId: category.id,
      name: expect.stringMatching(/^Kategori /),
    });
  });

  it('moves the next service date of the units that follow the product when its interval changes', async () => {
    const category = await newCategory();
    const product = await newProduct(category.id, { serviceIntervalMonths: 12 });
    const [follows, own, off] = await t.database.db
      .insert(materials)
      .values([
        { companyId, productId: product.id, lastServiceOn: '2026-01-31', nextServiceOn: '2027-01-31' },
        {
          companyId,
          productId: product.id,
          lastServiceOn: '2026-01-31',
          serviceIntervalMonths: 6,
          nextServiceOn: '2026-07-31',
        },
        { companyId, productId: product.id, lastServiceOn: '2026-01-31', serviceActive: false, nextServiceOn: null },
      ])
      .returning({ id: materials.id });
    await ok(admin.cookie, updateProduct, {
      id: product.id,
      version: 1,
      input: { categoryId: category.id, name: product.name, serviceIntervalMonths: 1 },
    });
    const next = async (id: string) =>
      (await t.database.db.select({ d: materials.nextServiceOn }).from(materials).where(eq(materials.id, id)))[0]!.d;
    expect(await next(follows!.id)).toBe(addMonths('2026-01-31', 1));
    expect(await next(own!.id)).toBe('2026-07-31');
    expect(await next(off!.id)).toBeNull();
  });

  it("is the administrator's: employees are refused, another company's records are not found", async () => {
    const category = await newCategory();
    const product = await newProduct(category.id);
    const employee = await createPerson(t, { companyId });
    const refused = await graphql(t.app, employee.cookie, listCategories);
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(errorCode(await graphql(t.app, employee.cookie, deleteProduct, { id: product.id }))).toBe('FORBIDDEN');
    expect(errorCode(await graphql(t.app, otherAdmin.cookie, oneProduct, { id: product.id }))).toBe('NOT_FOUND');
    expect(errorCode(await graphql(t.app, otherAdmin.cookie, deleteCategory, { id: category.id }))).toBe('NOT_FOUND');
    const foreignCategory = await graphql(t.app, otherAdmin.cookie, createProduct, {
      input: { categoryId: category.id, name: 'Lånt kategori' },
    });
    expect(ext(foreignCategory)).toMatchObject({ field: 'input.categoryId', reason: 'equipmentCategory.notFound' });
    const theirs = (await ok(otherAdmin.cookie, listProducts, {})).equipmentProducts;
    expect(theirs.items.some((p: AnyData) => p.id === product.id)).toBe(false);
    expect((await ok(admin.cookie, oneProduct, { id: product.id })).equipmentProduct.id).toBe(product.id);
  });
});
