import { productsApi } from '@gbc/contracts/products';
import { useServiceTestBed } from '@gbc/service-kit/testing';
import type { ProductsDatabase } from '../src/database.js';
import { insertEntry } from '../src/entries/entries.repository.js';
import { createProductsModule } from '../src/index.js';

const bed = useServiceTestBed<ProductsDatabase>({ host: () => ({ modules: [createProductsModule()] }) });

describe('GET entries', () => {
  it('lists every entry, newest first, to anyone', async () => {
    await insertEntry(bed.db, 'First');
    await insertEntry(bed.db, 'Second');

    const response = await bed.get(productsApi.entries.list);

    expect(response.statusCode).toBe(200);
    expect(response.json().entries.map((entry: { title: string }) => entry.title)).toEqual([
      'Second',
      'First',
    ]);
  });
});
