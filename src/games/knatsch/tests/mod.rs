mod odds;
mod playouts;
mod scenarios;
