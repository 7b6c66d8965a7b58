-- The bottom navbar's default paths now cover every page the bar links to (orders and products as well). A database
-- seeded with the older default is moved on; a list an operator has edited is kept as it is.
UPDATE "app_config" SET "value" = '["/dashboard","/onboarding-v2","/order-list","/conversations","/external/product/active/all"]'
WHERE "key" = 'seller-bottom-navbar-paths' AND "value" = '["/dashboard","/onboarding-v2","/conversations"]';
