import type { SVGProps } from 'react';
import type { PaymentOption } from '@shop/contracts/cart.ts';
import { iconBase, strokeIcon } from '@/components/icons.tsx';

/** Checkout's own icons, in the stroke style of the shop's shared icons (components/icons.tsx). */

type IconProps = SVGProps<SVGSVGElement>;

/** A pickup point: a shop front. */
export const PickupIcon = strokeIcon('M4 9.5 5.5 4h13L20 9.5M4 9.5V20h16V9.5M4 9.5h16', 'M9.5 20v-5.5h5V20');

/** Courier delivery: a van. */
export function DeliveryIcon(props: IconProps) {
  return (
    <svg {...iconBase} {...props}>
      <path d="M2.5 6.5h11v10h-11zM13.5 10h4l3 3.5v3h-7" />
      <circle cx="6.5" cy="17.5" r="1.7" />
      <circle cx="17" cy="17.5" r="1.7" />
    </svg>
  );
}

export function CalendarIcon(props: IconProps) {
  return (
    <svg {...iconBase} {...props}>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </svg>
  );
}

export const ChevronIcon = strokeIcon('m9 6 6 6-6 6');

export const BackIcon = strokeIcon('M15 6l-6 6 6 6');

export function MoreIcon(props: IconProps) {
  return (
    <svg {...iconBase} {...props}>
      <circle cx="5.5" cy="12" r="1.2" fill="currentColor" />
      <circle cx="12" cy="12" r="1.2" fill="currentColor" />
      <circle cx="18.5" cy="12" r="1.2" fill="currentColor" />
    </svg>
  );
}

export const PencilIcon = strokeIcon('M4 20h4L19.5 8.5a2.1 2.1 0 0 0-3-3L5 17z');

export const PlusIcon = strokeIcon('M12 5v14M5 12h14');

/** The payment methods' icons (cart-and-ordering.md §2 "Payment-method picker"). */
export function PaymentIcon({ icon, ...props }: IconProps & { icon: PaymentOption['icon'] }) {
  switch (icon) {
    case 'legal':
      return (
        <svg {...iconBase} {...props}>
          <path d="M4 20.5V6l7-2.5v17M11 8.5h9v12M2.5 20.5h19" />
          <path d="M7 8.5v.01M7 12v.01M7 15.5v.01M14.5 12h2M14.5 15.5h2" />
        </svg>
      );
    case 'card':
      return (
        <svg {...iconBase} {...props}>
          <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
          <path d="M2.5 9.5h19M6 15h4" />
        </svg>
      );
    case 'sbp':
      return (
        <svg {...iconBase} {...props}>
          <path d="M4 4.5 9.5 8v8L4 19.5zM9.5 8 20 12 9.5 16M9.5 8l5 4-5 4" />
        </svg>
      );
    case 'wallet':
      return (
        <svg {...iconBase} {...props}>
          <path d="M19 8V6a1.5 1.5 0 0 0-1.5-1.5h-12A2.5 2.5 0 0 0 3 7v10.5A2.5 2.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V15" />
          <path d="M3 7a2 2 0 0 0 2 2h14.5a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1H16a2.5 2.5 0 0 1 0-5" />
        </svg>
      );
    default:
      return (
        <svg {...iconBase} {...props}>
          <circle cx="12" cy="12" r="8.5" />
          <path d="M9.5 8.5h3.5a2.5 2.5 0 0 1 0 5H9.5M9.5 8.5v9M8 15.5h5" />
        </svg>
      );
  }
}
