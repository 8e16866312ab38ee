import type { PropertyType } from 'shared-contracts';

/** The translation key of each type's plural ("Djelfa apartments"): the reference list has singular labels only. */
export const TYPE_PLURAL_KEY: Record<PropertyType, string> = {
  أرض: 'land',
  'أرض فلاحية': 'farmland',
  بنغالو: 'bungalow',
  شقة: 'apartment',
  فيلا: 'villa',
  'محل تجاري': 'shop',
  مستودع: 'warehouse',
  مكتب: 'office',
  منزل: 'house',
};
