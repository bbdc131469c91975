import { z } from 'zod';

/** What a generated portrait looks like; stored as JSON with the employee. */
export const portraitSchema = z.object({
  sex: z.enum(['m', 'f']),
  skin: z.string().regex(/^#[0-9a-f]{6}$/i),
  hair: z.string().regex(/^#[0-9a-f]{6}$/i),
  style: z.enum(['short', 'long', 'bun', 'bald', 'curly']),
  beard: z.boolean(),
  glasses: z.boolean(),
  shirt: z.string().regex(/^#[0-9a-f]{6}$/i),
  backgroundHue: z.number().int().min(0).max(359),
});
export type Portrait = z.infer<typeof portraitSchema>;

function hairShape(portrait: Portrait): { back: string; front: string } {
  const fill = `fill="${portrait.hair}"`;
  switch (portrait.style) {
    case 'long':
      return {
        back: `<path d="M52 92 Q50 40 100 36 Q150 40 148 92 L152 168 L48 168 Z" ${fill}/>`,
        front: `<path d="M58 88 Q62 44 100 42 Q138 44 142 88 Q128 62 100 60 Q74 62 58 88 Z" ${fill}/>`,
      };
    case 'bun':
      return {
        back: `<circle cx="100" cy="34" r="18" ${fill}/>`,
        front: `<path d="M58 86 Q60 44 100 42 Q140 44 142 86 Q126 60 100 58 Q74 60 58 86 Z" ${fill}/>`,
      };
    case 'bald':
      return { back: '', front: `<path d="M58 96 Q58 80 64 74 L66 98 Z M142 96 Q142 80 136 74 L134 98 Z" ${fill}/>` };
    case 'curly':
      return {
        back: '',
        front: [60, 76, 92, 108, 124, 140].map((x, index) => `<circle cx="${x}" cy="${index % 2 ? 50 : 58}" r="15" ${fill}/>`).join(''),
      };
    default:
      return { back: '', front: `<path d="M58 84 Q60 42 100 40 Q140 42 142 84 Q132 62 100 60 Q70 60 58 84 Z" ${fill}/>` };
  }
}

/** A friendly face for the sales board: head, hair, eyes, smile, shirt on a coloured ground. */
export function portraitSvg(portrait: Portrait, name: string): string {
  const hair = hairShape(portrait);
  const title = name.replace(/[<>&"']/g, '');
  const beard = portrait.beard
    ? `<path d="M60 100 Q62 146 100 150 Q138 146 140 100 Q132 132 100 134 Q68 132 60 100 Z" fill="${portrait.hair}"/>`
    : '';
  const glasses = portrait.glasses
    ? '<g fill="none" stroke="#222" stroke-width="3"><circle cx="82" cy="96" r="11"/><circle cx="118" cy="96" r="11"/><path d="M93 96 H107"/></g>'
    : '';
  const lips = portrait.sex === 'f' ? '#c0505a' : '#8a3b2e';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">',
    `<title>${title}</title>`,
    `<rect width="200" height="200" rx="24" fill="hsl(${portrait.backgroundHue} 45% 86%)"/>`,
    hair.back,
    `<path d="M30 200 Q34 150 100 146 Q166 150 170 200 Z" fill="${portrait.shirt}"/>`,
    `<rect x="86" y="126" width="28" height="26" fill="${portrait.skin}"/>`,
    `<ellipse cx="100" cy="94" rx="42" ry="50" fill="${portrait.skin}"/>`,
    hair.front,
    '<g fill="#222"><circle cx="82" cy="96" r="4"/><circle cx="118" cy="96" r="4"/></g>',
    `<g stroke="${portrait.hair}" stroke-width="4" stroke-linecap="round"><path d="M72 82 Q82 76 90 82"/><path d="M110 82 Q118 76 128 82"/></g>`,
    beard,
    `<path d="M84 120 Q100 132 116 120" fill="none" stroke="${lips}" stroke-width="4" stroke-linecap="round"/>`,
    glasses,
    '</svg>',
  ].join('');
}
