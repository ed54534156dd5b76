import type { Exterior, QualityGrade } from '@skinbox/api';
import { useState } from 'react';
import { minAboveMax, priceBound } from '../frame/range';
import type { Any } from './choices';

export interface PriceRange {
  min: string;
  max: string;
}

export interface GoodsFilters {
  quality: QualityGrade | Any;
  exterior: Exterior | Any;
  price: PriceRange;
  setQuality(quality: QualityGrade | Any): void;
  setExterior(exterior: Exterior | Any): void;
  setPrice(price: PriceRange): void;
  /**
   * The chosen filters as a listing call takes them; a price range the rule refuses is left out,
   * so the listing shows unfiltered by price until it is fixed.
   */
  query: { quality?: QualityGrade; exterior?: Exterior; minPrice?: string; maxPrice?: string };
  /** How many of quality, exterior and price range narrow the listing (the filter button's count). */
  active: number;
}

/** The quality, exterior and price range a goods listing (bag, mall) is filtered by. */
export function useGoodsFilters(onChange?: () => void): GoodsFilters {
  const [quality, setQuality] = useState<QualityGrade | Any>('');
  const [exterior, setExterior] = useState<Exterior | Any>('');
  const [price, setPrice] = useState<PriceRange>({ min: '', max: '' });
  const changing =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      onChange?.();
    };
  const priceValid = !minAboveMax(price.min, price.max);
  const minPrice = priceValid ? priceBound(price.min) : undefined;
  const maxPrice = priceValid ? priceBound(price.max) : undefined;
  return {
    quality,
    exterior,
    price,
    active: [quality, exterior, price.min || price.max].filter(Boolean).length,
    setQuality: changing(setQuality),
    setExterior: changing(setExterior),
    setPrice: changing(setPrice),
    query: {
      ...(quality ? { quality } : {}),
      ...(exterior ? { exterior } : {}),
      ...(minPrice !== undefined ? { minPrice } : {}),
      ...(maxPrice !== undefined ? { maxPrice } : {}),
    },
  };
}
