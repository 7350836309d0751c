import { clsx, type ClassValue } from 'clsx';

/** Joins class names, dropping falsy ones. */
export const cn = (...inputs: ClassValue[]) => clsx(inputs);
