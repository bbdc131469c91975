import { z } from 'zod';

/** What a widget shows, as `widgets.settings` keeps it (JSON); the goods and categories it lists are read live. */
const text = z.string();
const link = { url: text, tabName: text };
const textSlide = z.strictObject({ ...link, htmlCode: text });

/** Every widget type's settings, with news items of the given shape. */
const settingsWith = <T extends z.ZodType>(news: T) =>
  z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('tabloid'), htmlCode: text }),
    z.strictObject({ type: z.literal('billboard'), slides: z.array(textSlide) }),
    z.strictObject({ type: z.literal('carousel'), slides: z.array(z.strictObject(link)) }),
    z.strictObject({
      type: z.literal('palisade'),
      header: text,
      tabColor: text,
      allLink: text,
      goods: z.enum(['sale', 'new', 'popular']),
      tabs: z.array(text),
    }),
    z.strictObject({ type: z.literal('classified'), header: text, allLink: text, tabs: z.array(text) }),
    z.strictObject({ type: z.literal('announcements'), header: text, items: z.array(news) }),
    z.strictObject({
      type: z.literal('template'),
      header: text,
      allLink: text,
      source: z.enum(['saleCategories', 'popularCategories', 'saleGoods', 'popularGoods', 'cartRelates']),
    }),
    z.strictObject({ type: z.enum(['product_history', 'product_favorites', 'category_history', 'category_favorites']) }),
  ]);

/** As stored: each news item has its date. */
export const widgetSettingsSchema = settingsWith(textSlide.extend({ date: text }));
export type WidgetSettings = z.infer<typeof widgetSettingsSchema>;

/** widgets.json: the widgets by key, their news undated, and the main page's widgets by site version. */
export const widgetDefinitionsSchema = z.strictObject({
  widgets: z.record(text, settingsWith(textSlide)),
  layout: z.record(z.enum(['desktop', 'mobile']), z.array(text)),
});
