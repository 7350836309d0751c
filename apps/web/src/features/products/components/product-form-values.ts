import { zodResolver } from '@hookform/resolvers/zod';
import { type Product, productCreateBody, type ProductCreateBody, type ProductStatus } from '@oja/contracts';
import type { Resolver, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { majorToMoneyText, moneyTextToMajor } from '@/components/money-input/money-text';
import type { ImageValue } from '@/components/upload/image-value';
import { fileNameFromUrl } from '@/components/upload/upload-rules';

export interface VariationOptionValues {
  value: string;
  sku: string;
  units: string;
  price: string;
}
export interface VariationValues {
  name: string;
  options: VariationOptionValues[];
}

/** The product form as typed: numbers are kept as text until they are sent; images with their previews. */
export interface ProductFormValues {
  name: string;
  description: string;
  caption: string;
  brand: string;
  category: string;
  subCategory: string;
  price: string;
  original_price: string;
  units: string;
  /** Units at or below which the merchant is alerted; '' for no alert. */
  low_stock_threshold: string;
  sku: string;
  status: ProductStatus;
  tags: string[];
  variation: VariationValues[];
  weight: string;
  dimension: { height: string; width: string; length: string };
  image: ImageValue | null;
  gallery_image: ImageValue[];
}

export const emptyOption = (): VariationOptionValues => ({ value: '', sku: '', units: '', price: '' });
export const emptyVariation = (): VariationValues => ({ name: '', options: [emptyOption()] });

export const emptyProductValues = (): ProductFormValues => ({
  name: '',
  description: '',
  caption: '',
  brand: '',
  category: '',
  subCategory: '',
  price: '',
  original_price: '',
  units: '',
  low_stock_threshold: '',
  sku: '',
  status: 'ACTIVE',
  tags: [],
  variation: [],
  weight: '',
  dimension: { height: '', width: '', length: '' },
  image: null,
  gallery_image: [],
});

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export const productToFormValues = (product: Product): ProductFormValues => ({
  name: product.name,
  description: product.description,
  caption: product.caption ?? '',
  brand: product.brand ?? '',
  category: product.category,
  subCategory: product.subCategory ?? '',
  price: majorToMoneyText(product.price),
  original_price: majorToMoneyText(product.original_price),
  units: text(product.units),
  low_stock_threshold: text(product.low_stock_threshold),
  sku: product.sku,
  status: product.status,
  tags: product.tags,
  variation: product.variation.map((variation) => ({
    name: variation.name,
    options: variation.options.map((option) => ({
      value: option.value,
      sku: option.sku,
      units: text(option.units),
      price: majorToMoneyText(option.price),
    })),
  })),
  weight: text(product.weight),
  dimension: {
    height: text(product.dimension?.height),
    width: text(product.dimension?.width),
    length: text(product.dimension?.length),
  },
  image: product.image
    ? { url: product.image, thumbnail: product.thumbnail, name: fileNameFromUrl(product.image) }
    : null,
  gallery_image: product.gallery_image.map((url) => ({ url, thumbnail: null, name: fileNameFromUrl(url) })),
});

/** '' is no value; anything else must read as a number (thousands separators allowed), else NaN is refused. */
const num = (value: string) => {
  const trimmed = value.trim().replace(/,/g, '');
  return trimmed === '' ? undefined : Number(trimmed);
};
const optional = (value: string) => (value.trim() === '' ? undefined : value);

/**
 * The request body the form stands for (major units, as the API takes them). The contract's schema then
 * checks it, so the form shows the server's own messages (negative price, original below price…).
 */
export const toProductBody = (values: ProductFormValues) => {
  const { height, width, length } = values.dimension;
  const hasDimension = [height, width, length].some((value) => value.trim() !== '');
  return {
    name: values.name,
    description: values.description,
    caption: values.caption,
    brand: values.brand,
    category: values.category,
    subCategory: values.subCategory,
    price: moneyTextToMajor(values.price),
    original_price: moneyTextToMajor(values.original_price) ?? null,
    units: num(values.units),
    low_stock_threshold: num(values.low_stock_threshold ?? ''),
    sku: optional(values.sku),
    status: values.status,
    tags: values.tags,
    variation: values.variation.map((variation) => ({
      name: variation.name,
      options: variation.options.map((option) => ({
        value: option.value,
        sku: optional(option.sku),
        units: num(option.units),
        price: moneyTextToMajor(option.price),
      })),
    })),
    weight: num(values.weight) ?? null,
    dimension: hasDimension ? { height: num(height), width: num(width), length: num(length) } : null,
    image: values.image?.url ?? null,
    gallery_image: values.gallery_image.map((image) => image.url),
  };
};

const productFormSchema = z.preprocess(
  (values: ProductFormValues) => toProductBody(values),
  productCreateBody,
);

/** Validates the form with @oja/contracts' product schema; issue paths match the form's field names. */
export const productFormResolver = zodResolver(productFormSchema) as unknown as Resolver<
  ProductFormValues,
  unknown,
  ProductCreateBody
>;

/** The fields of the details step (everything but weight and dimensions). */
export const detailFieldNames = [
  'name',
  'description',
  'caption',
  'brand',
  'category',
  'subCategory',
  'price',
  'original_price',
  'units',
  'low_stock_threshold',
  'sku',
  'status',
  'tags',
  'variation',
  'image',
  'gallery_image',
] as const;

/** The product form: typed values in, the contract's request body out. */
export type ProductForm = UseFormReturn<ProductFormValues, unknown, ProductCreateBody>;
