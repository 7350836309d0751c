import { useState } from 'react';

/** A catalogue product as the cart builder shows it (price in major units). */
export interface CartProduct {
  id: string;
  name: string;
  price: number;
  currency: string;
  units: number;
}

export interface CartLine {
  product: CartProduct;
  quantity: number;
}

/**
 * The lines of an order the merchant builds: a product added again adds one unit; a quantity stays
 * between 1 and the units in stock. The total is in major units, as the catalogue shows prices.
 */
export function useCart() {
  const [lines, setLines] = useState<CartLine[]>([]);
  const clamp = (line: CartLine, quantity: number) =>
    Math.max(1, Math.min(Math.floor(quantity) || 1, Math.max(1, line.product.units)));
  const add = (product: CartProduct) =>
    setLines((current) =>
      current.some((l) => l.product.id === product.id)
        ? current.map((l) => (l.product.id === product.id ? { ...l, quantity: clamp(l, l.quantity + 1) } : l))
        : [...current, { product, quantity: 1 }],
    );
  const setQuantity = (id: string, quantity: number) =>
    setLines((current) =>
      current.map((l) => (l.product.id === id ? { ...l, quantity: clamp(l, quantity) } : l)),
    );
  const remove = (id: string) => setLines((current) => current.filter((l) => l.product.id !== id));
  const total = Math.round(lines.reduce((sum, l) => sum + l.product.price * 100 * l.quantity, 0)) / 100;
  const cart = lines.map((l) => ({ productId: l.product.id, quantity: l.quantity }));
  return { lines, add, setQuantity, remove, total, cart, currency: lines[0]?.product.currency ?? 'NGN' };
}

export type Cart = ReturnType<typeof useCart>;
