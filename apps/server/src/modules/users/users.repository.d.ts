import { type Language, type User } from '@leerloop/contracts';
import type { Db } from '../../db/database.ts';
export declare function createUsersRepository(db: Db): {
  findById: (id: string) => Promise<User | undefined>;
  setLanguage(
    id: string,
    language: Language,
  ): Promise<
    | {
        id: string;
        email: string;
        emailVerified: boolean;
        firstName: string;
        lastName: string;
        image: string | null;
        langSelected: 'nl' | 'mc';
        createdAt: string;
      }
    | undefined
  >;
};
