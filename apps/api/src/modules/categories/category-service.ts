import type { Category, CategoryKind } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { categoryRepository } from './category-repository.ts';

const key = (name: string) => name.trim().toLowerCase();

/** The categories of one kind as a tree, with case-insensitive lookups that return the canonical names. */
export class CategoryIndex {
  private readonly top = new Map<string, Category>();
  private readonly anyLevel = new Map<string, string>();

  constructor(readonly tree: Category[]) {
    for (const category of tree) {
      this.top.set(key(category.name), category);
      this.anyLevel.set(key(category.name), category.name);
      for (const sub of category.subCategories) this.anyLevel.set(key(sub.name), sub.name);
    }
  }

  /** The canonical name of a top-level category, or undefined. */
  category(name: string): string | undefined {
    return this.top.get(key(name))?.name;
  }

  /** The canonical name of a subcategory of `category`, or undefined. */
  subCategory(category: string, name: string): string | undefined {
    return this.top.get(key(category))?.subCategories.find((s) => key(s.name) === key(name))?.name;
  }

  /** The canonical name of a category or subcategory at any level, or undefined. */
  anyCategory(name: string): string | undefined {
    return this.anyLevel.get(key(name));
  }
}

export async function loadCategories(db: Executor, kind: CategoryKind): Promise<CategoryIndex> {
  const rows = await categoryRepository.listOfKind(db, kind);
  const tree: Category[] = rows
    .filter((r) => r.parentId === null)
    .map((r) => ({ id: r.id, name: r.name, title: r.name, subCategories: [] }));
  const byId = new Map(tree.map((c) => [c.id, c]));
  for (const row of rows) {
    if (row.parentId)
      byId.get(row.parentId)?.subCategories.push({ id: row.id, name: row.name, title: row.name });
  }
  return new CategoryIndex(tree);
}
