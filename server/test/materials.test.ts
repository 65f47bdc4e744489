import { eq, sql } from 'drizzle-orm';
import { addMonths, dateString, localParts, parseDate } from '@servio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materials, serviceReminders } from '../src/db/tables/index.ts';
import { createCompany, createCustomer, createPerson, createVisit, type CreatedPerson } from './factories.ts';
import { auditEntries } from './audit-entries.ts';
import type { AnyData } from './graphql-result.ts';
import { backends, createTestApp, errorCode, graphql, type TestApp } from './harness.ts';

const fields =
  'id productName categoryName serialNumber name placement installedOn customerId customer { id } address { streetAddress zipcode city } serviceActive serviceIntervalMonths lastServiceOn nextServiceOn serviceStatus rentable archived version';
const create = `mutation ($input: MaterialInput!) { createMaterial(input: $input) { ${fields} } }`;
const update = `mutation ($id: ID!, $version: Int!, $input: MaterialInput!) { updateMaterial(id: $id, version: $version, input: $input) { ${fields} } }`;
const one = `query ($id: ID!) { material(id: $id) { ${fields} } }`;
const list = `query ($status: MaterialServiceStatus, $categoryId: ID, $customerId: ID, $zipcode: String, $dueFrom: String, $dueTo: String, $search: String, $archived: Boolean, $limit: Int, $offset: Int) {
  materials(status: $status, categoryId: $categoryId, customerId: $customerId, zipcode: $zipcode, dueFrom: $dueFrom, dueTo: $dueTo, search: $search, archived: $archived, limit: $limit, offset: $offset) { totalCount items { id serialNumber nextServiceOn serviceStatus } } }`;
const createCategory = `mutation ($name: String!) { createEquipmentCategory(input: { name: $name }) { id } }`;
const createProduct = `mutation ($input: EquipmentProductInput!) { createEquipmentProduct(input: $input) { id } }`;
const updateVisit = `mutation ($id: ID!, $version: Int!, $input: VisitInput!) { updateVisit(id: $id, version: $version, input: $input) { id version customerId materielIds } }`;
const visitsOf = `query ($materialId: ID) { visits(filter: { materialId: $materialId }) { totalCount items { id } } }`;

const ext = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions;
const today = () => dateString(localParts(new Date()).days);

describe.each(backends)('materials on %s', (backend) => {
  let t: TestApp;
  let companyId: string;
  let admin: CreatedPerson;
  let employee: CreatedPerson;
  let otherAdmin: CreatedPerson;
  let categoryId: string;
  let productId: string;
  let otherCategoryProductId: string;
  let customerId: string;

  const ok = async (cookie: string, query: string, variables: Record<string, unknown> = {}) => {
    const r = await graphql(t.app, cookie, query, variables);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data as AnyData;
  };
  let n = 0;
  const newMaterial = async (input: Record<string, unknown> = {}) =>
    (await ok(admin.cookie, create, { input: { productId, serialNumber: `SN-${++n}`, ...input } }))
      .createMaterial as AnyData;
  const materialCount = async () =>
    (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(materials)
        .where(eq(materials.companyId, companyId))
    )[0]!.n;
  const newProduct = async (cookie: string, catId: string, months: number | null) =>
    (
      await ok(cookie, createProduct, {
        input: { categoryId: catId, name: `Model ${++n}`, serviceIntervalMonths: months },
      })
    ).createEquipmentProduct.id as string;
  const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

  beforeAll(async () => {
    t = await createTestApp(backend);
    ({ companyId, admin } = await createCompany(t, { materielServiceActive: true, materielServiceIntervalMonths: 24 }));
    employee = await createPerson(t, { companyId });
    ({ admin: otherAdmin } = await createCompany(t));
    categoryId = (await ok(admin.cookie, createCategory, { name: 'Varmepumper' })).createEquipmentCategory.id;
    productId = await newProduct(admin.cookie, categoryId, 12);
    const otherCategory = (await ok(admin.cookie, createCategory, { name: 'Brandslukkere' })).createEquipmentCategory
      .id;
    otherCategoryProductId = await newProduct(admin.cookie, otherCategory, null);
    customerId = (await createCustomer(t, admin.cookie, { address: { streetAddress: 'Vej 1', zipcode: '8000' } })).id;
  });
  afterAll(async () => t?.close());

  it('creates with a customer and a fixed address; the next service follows the interval it has', async () => {
    const m = await newMaterial({
      name: 'Stuens varmepumpe',
      placement: 'Ydervæg',
      installedOn: '2025-01-31',
      customerId,
      address: { streetAddress: 'Havnevej 2', zipcode: '8000', city: 'Aarhus C' },
    });
    expect(m).toMatchObject({
      productName: expect.stringMatching(/^Model/),
      categoryName: 'Varmepumper',
      customer: { id: customerId },
      address: { streetAddress: 'Havnevej 2', zipcode: '8000', city: 'Aarhus C' },
      serviceActive: null,
      // The product's 12 months from installation (month-end safe).
      nextServiceOn: '2026-01-31',
      rentable: false,
      version: 1,
    });
    // Its own interval wins over the product's; a last service counts from that.
    const own = await ok(admin.cookie, update, {
      id: m.id,
      version: 1,
      input: {
        productId,
        serialNumber: m.serialNumber,
        installedOn: '2025-01-31',
        serviceIntervalMonths: 1,
        lastServiceOn: '2026-01-31',
      },
    });
    expect(own.updateMaterial).toMatchObject({
      nextServiceOn: '2026-02-28',
      address: null,
      customerId: null,
      version: 2,
    });
    // Service off: no next date, status off.
    const off = await ok(admin.cookie, update, { id: m.id, version: 2, input: { productId, serviceActive: false } });
    expect(off.updateMaterial).toMatchObject({ nextServiceOn: null, serviceStatus: 'off', serialNumber: null });
    // A product without an interval: the company's (24 months).
    const company = await newMaterial({ productId: otherCategoryProductId, installedOn: '2024-03-10' });
    expect(company.nextServiceOn).toBe('2026-03-10');
    const stale = await graphql(t.app, admin.cookie, update, { id: m.id, version: 2, input: { productId } });
    expect(errorCode(stale)).toBe('CONFLICT');
  });

  it('refuses bad input with a clear reason on the field and saves nothing', async () => {
    await newMaterial({ serialNumber: 'ABC-1' });
    const before = await materialCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ productId, serialNumber: 'abc-1' }, 'input.serialNumber', 'material.serialTaken'],
      [{ productId, serviceIntervalMonths: 0 }, 'input.serviceIntervalMonths', 'serviceInterval_invalid'],
      [{ productId, serviceIntervalMonths: 121 }, 'input.serviceIntervalMonths', 'serviceInterval_invalid'],
      [{ productId, installedOn: '2025-02-30' }, 'input.installedOn', 'date_invalid'],
      [{ productId: '00000000-0000-4000-8000-000000000001' }, 'input.productId', 'material.productNotFound'],
    ];
    for (const [input, field, reason] of cases) {
      const r = await graphql(t.app, admin.cookie, create, { input });
      expect(ext(r), JSON.stringify(input)).toMatchObject({ code: 'BAD_USER_INPUT', field, reason });
    }
    // Another company's customer and product do not exist here.
    const foreignCustomer = (await createCustomer(t, otherAdmin.cookie)).id;
    const foreignCategory = (await ok(otherAdmin.cookie, createCategory, { name: 'Andet' })).createEquipmentCategory.id;
    const foreignProduct = await newProduct(otherAdmin.cookie, foreignCategory, 6);
    expect(
      ext(await graphql(t.app, admin.cookie, create, { input: { productId, customerId: foreignCustomer } })),
    ).toMatchObject({
      field: 'input.customerId',
      reason: 'material.customerNotFound',
    });
    expect(ext(await graphql(t.app, admin.cookie, create, { input: { productId: foreignProduct } }))).toMatchObject({
      field: 'input.productId',
      reason: 'material.productNotFound',
    });
    expect(await materialCount()).toBe(before);
    // The same serial in another product is fine.
    await newMaterial({ productId: otherCategoryProductId, serialNumber: 'ABC-1' });
  });

  it('filters the list by status, category, customer, postcode, due period and search, paged in SQL', async () => {
    const customer = (await createCustomer(t, admin.cookie)).id;
    const soon = addMonths(today(), -12);
    const dueSoon = await newMaterial({ customerId: customer, lastServiceOn: dateString(parseDate(soon) + 5) });
    const later = await newMaterial({
      customerId: customer,
      lastServiceOn: addMonths(today(), -3),
      address: { zipcode: '9990' },
    });
    const reminded = await newMaterial({ customerId: customer, lastServiceOn: soon });
    await t.database.db
      .insert(serviceReminders)
      .values({ companyId, materialId: reminded.id, dueOn: reminded.nextServiceOn, state: 'sent' });
    const all = await ok(admin.cookie, list, { customerId: customer });
    expect(all.materials.totalCount).toBe(3);
    const byStatus = async (status: string) =>
      (await ok(admin.cookie, list, { customerId: customer, status })).materials.items.map((m: AnyData) => m.id);
    expect(await byStatus('reminderUnsent')).toEqual([dueSoon.id]);
    expect(await byStatus('due')).toEqual([reminded.id]);
    expect(await byStatus('notDue')).toEqual([later.id]);
    const month = await ok(admin.cookie, list, {
      customerId: customer,
      dueFrom: today(),
      dueTo: addMonths(today(), 1),
    });
    expect(month.materials.items.map((m: AnyData) => m.id)).toEqual([reminded.id, dueSoon.id]);
    expect((await ok(admin.cookie, list, { zipcode: '9990' })).materials.items.map((m: AnyData) => m.id)).toEqual([
      later.id,
    ]);
    const search = await ok(admin.cookie, list, { search: later.serialNumber });
    expect(search.materials.items.map((m: AnyData) => m.id)).toEqual([later.id]);
    const category = await ok(admin.cookie, list, { categoryId, customerId: customer, limit: 2, offset: 0 });
    expect(category.materials).toMatchObject({ totalCount: 3 });
    expect(category.materials.items).toHaveLength(2);
    // Ordered by next service, so the earliest comes first.
    expect(category.materials.items[0].id).toBe(reminded.id);
  });

  it('gives each unit its point on the map, its own else its customer’s, and filters the list to those with one', async () => {
    const mapList = `query ($customerId: ID, $hasCoordinates: Boolean, $limit: Int) {
      materials(customerId: $customerId, hasCoordinates: $hasCoordinates, limit: $limit) {
        totalCount items { id latitude longitude } } }`;
    const located = (
      await createCustomer(t, admin.cookie, {
        address: { streetAddress: 'Torvet 1', zipcode: '8000', city: 'Aarhus C', latitude: 56.15, longitude: 10.2 },
      })
    ).id;
    const unlocated = (await createCustomer(t, admin.cookie)).id;
    // Its own coordinates win over its customer's.
    const own = await newMaterial({
      customerId: located,
      address: { streetAddress: 'Havnen 3', zipcode: '8000', latitude: 56.16, longitude: 10.21 },
    });
    // No coordinates of its own (a fixed address without them, or none): its customer's.
    const fromCustomer = await newMaterial({ customerId: located, address: { streetAddress: 'Havnen 4' } });
    const plain = await newMaterial({ customerId: located });
    // Neither it nor its customer has a point; a unit without a customer has only its own.
    const none = await newMaterial({ customerId: unlocated });
    const loose = await newMaterial({ address: { streetAddress: 'Mark 1', latitude: 55.5, longitude: 9.5 } });
    const looseNone = await newMaterial({});

    const points = async (variables: Record<string, unknown>) =>
      Object.fromEntries(
        ((await ok(admin.cookie, mapList, variables)).materials.items as AnyData[]).map((m) => [
          m.id,
          [m.latitude, m.longitude],
        ]),
      );
    expect(await points({ customerId: located })).toEqual({
      [own.id]: [56.16, 10.21],
      [fromCustomer.id]: [56.15, 10.2],
      [plain.id]: [56.15, 10.2],
    });
    expect(await points({ customerId: unlocated })).toEqual({ [none.id]: [null, null] });

    const withPoint = await ok(admin.cookie, mapList, { hasCoordinates: true, limit: 500 });
    const ids = withPoint.materials.items.map((m: AnyData) => m.id);
    expect(ids).toEqual(expect.arrayContaining([own.id, fromCustomer.id, plain.id, loose.id]));
    expect(ids).not.toContain(none.id);
    expect(ids).not.toContain(looseNone.id);
    expect(withPoint.materials.items.every((m: AnyData) => m.latitude !== null && m.longitude !== null)).toBe(true);
    // The count (a statement of its own when the page is full) applies the same filter.
    const paged = await ok(admin.cookie, mapList, { hasCoordinates: true, limit: 1 });
    expect(paged.materials.totalCount).toBe(ids.length);
    const without = await ok(admin.cookie, mapList, { hasCoordinates: false, limit: 1 });
    expect(without.materials.items.every((m: AnyData) => m.latitude === null)).toBe(true);
    expect(
      (await ok(admin.cookie, mapList, { customerId: unlocated, hasCoordinates: false })).materials.items.map(
        (m: AnyData) => m.id,
      ),
    ).toEqual([none.id]);
    // A single unit gives the same point through the customer.
    const single = await ok(admin.cookie, `query ($id: ID!) { material(id: $id) { latitude longitude } }`, {
      id: fromCustomer.id,
    });
    expect(single.material).toEqual({ latitude: 56.15, longitude: 10.2 });
    const singleOwn = await ok(admin.cookie, `query ($id: ID!) { material(id: $id) { latitude longitude } }`, {
      id: own.id,
    });
    expect(singleOwn.material).toEqual({ latitude: 56.16, longitude: 10.21 });
  });

  it('a visit holds only the company’s materials, once start and end are set, and plans their service', async () => {
    const customer = (await createCustomer(t, admin.cookie)).id;
    const m = await newMaterial({ customerId: customer });
    const foreignCategory = (await ok(otherAdmin.cookie, createCategory, { name: 'Fremmed' })).createEquipmentCategory
      .id;
    const foreignProduct = await newProduct(otherAdmin.cookie, foreignCategory, 6);
    const foreign = (await ok(otherAdmin.cookie, create, { input: { productId: foreignProduct } })).createMaterial.id;
    const noTime = await graphql(
      t.app,
      admin.cookie,
      'mutation ($input: VisitInput!) { createVisit(input: $input) { id } }',
      {
        input: { customerId: customer, materielIds: [m.id] },
      },
    );
    expect(ext(noTime)).toMatchObject({ reason: 'visit.materielNeedsTime' });
    const timed = { start: inHours(24), end: inHours(26) };
    const other = await graphql(
      t.app,
      admin.cookie,
      'mutation ($input: VisitInput!) { createVisit(input: $input) { id } }',
      {
        input: { customerId: customer, ...timed, materielIds: [foreign] },
      },
    );
    expect(ext(other)).toMatchObject({ field: 'input.materielIds.0', reason: 'visit.materielNotFound' });
    const visit = await createVisit(t, admin.cookie, customer, { ...timed, materielIds: [m.id] });
    expect((await ok(admin.cookie, one, { id: m.id })).material.serviceStatus).toBe('planned');
    expect((await ok(admin.cookie, visitsOf, { materialId: m.id })).visits.items).toEqual([{ id: visit.id }]);
    const deleting = await graphql(t.app, admin.cookie, 'mutation ($id: ID!) { deleteMaterial(id: $id) }', {
      id: m.id,
    });
    expect(ext(deleting)).toMatchObject({ reason: 'material.inUse' });
  });

  it('refuses moving a visit whose material has a customer or a fixed address to another customer or address', async () => {
    const customer = (await createCustomer(t, admin.cookie)).id;
    const elsewhere = (await createCustomer(t, admin.cookie)).id;
    const fixed = await newMaterial({ customerId: customer });
    const loose = await newMaterial({});
    const timed = { start: inHours(48), end: inHours(50) };
    const visit = await createVisit(t, admin.cookie, customer, { ...timed, materielIds: [fixed.id, loose.id] });
    const moved = await graphql(t.app, admin.cookie, updateVisit, {
      id: visit.id,
      version: visit.version,
      input: { customerId: elsewhere, ...timed, materielIds: [fixed.id, loose.id] },
    });
    expect(ext(moved)).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'input.customerId',
      reason: 'visit.lockedByMateriel',
    });
    const readdressed = await graphql(t.app, admin.cookie, updateVisit, {
      id: visit.id,
      version: visit.version,
      input: { useCustomerAddress: false, address: { streetAddress: 'Andetsteds 9' } },
    });
    expect(ext(readdressed)).toMatchObject({ field: 'input.address', reason: 'visit.lockedByMateriel' });
    // The same customer sent again is no change; taking the unit off and moving in one save is allowed.
    const same = await ok(admin.cookie, updateVisit, {
      id: visit.id,
      version: visit.version,
      input: { customerId: customer, description: 'Service' },
    });
    const freed = await ok(admin.cookie, updateVisit, {
      id: visit.id,
      version: same.updateVisit.version,
      input: { customerId: elsewhere, materielIds: [loose.id] },
    });
    expect(freed.updateVisit).toMatchObject({ customerId: elsewhere, materielIds: [loose.id] });
  });

  it('completing a visit sets its materials’ last service to its local date and moves the next one', async () => {
    const customer = (await createCustomer(t, admin.cookie)).id;
    const m = await newMaterial({ customerId: customer, lastServiceOn: addMonths(today(), -12) });
    const start = new Date(Date.now() - 2 * 3_600_000);
    const visit = await createVisit(t, admin.cookie, customer, {
      start: start.toISOString(),
      end: inHours(-1),
      employeeIds: [employee.id],
      materielIds: [m.id],
    });
    const finished = await ok(
      admin.cookie,
      'mutation ($id: ID!, $version: Int!) { finishVisit(id: $id, version: $version, reportCompleted: true) { status } }',
      { id: visit.id, version: visit.version },
    );
    expect(finished.finishVisit.status).toBe('completed');
    const serviced = dateString(localParts(start).days);
    const after = (await ok(admin.cookie, one, { id: m.id })).material;
    expect(after).toMatchObject({
      lastServiceOn: serviced,
      nextServiceOn: addMonths(serviced, 12),
      serviceStatus: 'notDue',
    });
  });

  it('a change of the company’s service defaults moves the units that follow them, not those with their own', async () => {
    const following = await newMaterial({ installedOn: '2025-03-15' });
    const own = await newMaterial({ installedOn: '2025-03-15', serviceActive: true, serviceIntervalMonths: 3 });
    expect(following.nextServiceOn).toBe('2026-03-15');
    const settings = `mutation ($input: CompanySettingsInput!) { updateCompanySettings(input: $input) { version } }`;
    const version = async () => (await ok(admin.cookie, 'query { company { version } }')).company.version as number;
    await ok(admin.cookie, settings, {
      input: { version: await version(), features: { materielServiceActive: false } },
    });
    expect((await ok(admin.cookie, one, { id: following.id })).material).toMatchObject({
      nextServiceOn: null,
      serviceStatus: 'off',
    });
    expect((await ok(admin.cookie, one, { id: own.id })).material.nextServiceOn).toBe('2025-06-15');
    await ok(admin.cookie, settings, {
      input: { version: await version(), features: { materielServiceActive: true } },
    });
    expect((await ok(admin.cookie, one, { id: following.id })).material.nextServiceOn).toBe('2026-03-15');
  });

  it('lets employees read and administrators write; another company sees nothing', async () => {
    const m = await newMaterial({});
    expect((await ok(employee.cookie, one, { id: m.id })).material.id).toBe(m.id);
    expect(errorCode(await graphql(t.app, employee.cookie, create, { input: { productId } }))).toBe('FORBIDDEN');
    expect(errorCode(await graphql(t.app, otherAdmin.cookie, one, { id: m.id }))).toBe('NOT_FOUND');
    expect((await ok(otherAdmin.cookie, list, {})).materials.items.map((x: AnyData) => x.id)).not.toContain(m.id);
    const archived = await ok(admin.cookie, 'mutation ($id: ID!) { archiveMaterial(id: $id) { archived } }', {
      id: m.id,
    });
    expect(archived.archiveMaterial.archived).toBe(true);
    expect((await ok(admin.cookie, list, { archived: true })).materials.items.map((x: AnyData) => x.id)).toContain(
      m.id,
    );
    await ok(admin.cookie, 'mutation ($id: ID!) { unarchiveMaterial(id: $id) { archived } }', { id: m.id });
    expect(
      (await ok(admin.cookie, 'mutation ($id: ID!) { deleteMaterial(id: $id) }', { id: m.id })).deleteMaterial,
    ).toBe(true);
    const deleted = await auditEntries(t, companyId, 'material.deleted');
    expect(deleted.map((e) => e.details)).toContainEqual(expect.objectContaining({ materialId: m.id }));
  });

  it('imports a spreadsheet: a preview, then the valid rows, each refused row with its reason', async () => {
    const model = (await ok(admin.cookie, `query ($id: ID!) { equipmentProduct(id: $id) { name } }`, { id: productId }))
      .equipmentProduct.name;
    const email = `import-${Date.now()}@example.dk`;
    const customer = (await createCustomer(t, admin.cookie, { email })).id;
    const csv = [
      'Model;Serienummer;Navn;Placering;Installeret;Kunde;Adresse;Postnr',
      `${model};IMP-1;Kælderpumpe;Kælder;31-01-2025;${email};;`,
      `${model};IMP-2;;;;;Fastvej 3;8000`,
      `${model};imp-1;;;;;;`,
      `Findes ikke;IMP-3;;;;;;`,
      `${model};IMP-4;;;2025-13-01;ukendt@example.dk;;`,
    ].join('\n');
    const before = await materialCount();
    const preview = await ok(
      admin.cookie,
      'mutation ($csv: String!) { previewMaterialImport(csv: $csv) { rowCount validCount columns { header field } errors { row field reason } } }',
      { csv },
    );
    expect(preview.previewMaterialImport).toMatchObject({ rowCount: 5, validCount: 2 });
    expect(preview.previewMaterialImport.errors).toEqual(
      expect.arrayContaining([
        { row: 4, field: 'serialNumber', reason: 'material.serialTaken' },
        { row: 5, field: 'product', reason: 'material.productNotFound' },
        { row: 6, field: 'installedOn', reason: 'date_invalid' },
        { row: 6, field: 'customer', reason: 'material.customerNotFound' },
      ]),
    );
    expect(await materialCount()).toBe(before);
    const importOnce =
      'mutation ($csv: String!, $key: String) { importMaterials(csv: $csv, idempotencyKey: $key) { createdCount skippedCount errors { row reason } } }';
    const result = await ok(admin.cookie, importOnce, { csv, key: 'material-import-1' });
    expect(result.importMaterials).toMatchObject({ createdCount: 2, skippedCount: 3 });
    // A retried request (same key, same file) gets the first answer and imports nothing again.
    const retried = await ok(admin.cookie, importOnce, { csv, key: 'material-import-1' });
    expect(retried.importMaterials).toEqual(result.importMaterials);
    expect(await materialCount()).toBe(before + 2);
    const imported = await ok(admin.cookie, list, { customerId: customer });
    expect(imported.materials.items).toEqual([
      expect.objectContaining({ serialNumber: 'IMP-1', nextServiceOn: '2026-01-31' }),
    ]);
    // A second run finds the serial numbers taken.
    const again = await ok(admin.cookie, 'mutation ($csv: String!) { importMaterials(csv: $csv) { createdCount } }', {
      csv,
    });
    expect(again.importMaterials.createdCount).toBe(0);
  });
});
