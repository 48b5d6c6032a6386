mod playouts;
