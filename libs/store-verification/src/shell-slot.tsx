/** The ID verification's part beside every shell page (its manifest's `samePass` shell slot): the §4.5 modal. */
export { IdVerificationModalHost as default } from './components/IdVerificationModalHost';
