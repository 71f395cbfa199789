// Filled by issue 5; until then the page shows its title, heading and summary.
export { Component } from './intro-page';
