import classified from './classified.module.css';
import palisade from './palisade.module.css';
import widgets from './widgets.module.css';

/**
 * The template widgets' styles without their code: a screen that hydrates its strips after the
 * first screen (progressive-part.tsx) names these, so the strips' server-rendered HTML is styled.
 */
export const templateWidgetStyles = [classified, palisade, widgets];
