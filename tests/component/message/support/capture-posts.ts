/** Captures the JSON bodies posted to a path of the adult line (answering like the server). */
import { captureBodies } from '../../../support/requests';

export const capturePosts = (path: string) => captureBodies(`/v1-adult-${path}`);
