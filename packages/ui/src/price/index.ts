export { Price, PRICE_FONT_SIZE, PRICE_FONT_WEIGHT, splitPrice, type PriceProps } from './Price';
