// The component tests' page (jsdom): the mock shop answering, and whatever a test changed put back after it.
import { setUpPage } from './setup-page.ts';

setUpPage();
