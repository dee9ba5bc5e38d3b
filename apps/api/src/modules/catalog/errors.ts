import { NotFoundError } from '#api/lib/errors.ts'

/** A store id that names no store: the cart, the wishlist and a shopper's figures all answer it. */
export const storeNotFound = () => new NotFoundError('Store not found', 'STORE_NOT_FOUND')
